import { Inject, Injectable } from '@nestjs/common';
import type { InvitationStatus } from '../../../contracts/teams/requests.js';
import {
  invitationDocumentId,
  membershipDocumentId,
  teamDirectoryProjection,
  teamDocumentId,
  type InvitationDocument,
  type MembershipDocument,
  type TeamDocument,
} from '../../../projections/team-directory/team-directory.projection.js';
import { ProjectionRunner } from '../../infrastructure/projections/projection-runner.js';
import { READ_STORE, type ReadStore } from '../../infrastructure/read-store/read-store.port.js';
import type { ActiveTeam } from '../domain/team.decider.js';

/** Reads of the team-directory read model. */
@Injectable()
export class TeamDirectory {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly runner: ProjectionRunner,
  ) {}

  private get collection(): string {
    return this.runner.collectionOf(teamDirectoryProjection.name);
  }

  async team(teamId: string): Promise<ActiveTeam | null> {
    return (await this.readStore.get<TeamDocument>(this.collection, teamDocumentId(teamId)))?.team ?? null;
  }

  async membership(userId: string): Promise<MembershipDocument | null> {
    return this.readStore.get<MembershipDocument>(this.collection, membershipDocumentId(userId));
  }

  async invitation(invitationId: string): Promise<InvitationDocument | null> {
    return this.readStore.get<InvitationDocument>(this.collection, invitationDocumentId(invitationId));
  }

  async invitationsFor(email: string, status?: InvitationStatus): Promise<InvitationDocument[]> {
    return this.readStore.find<InvitationDocument>(this.collection, {
      where: { kind: 'invitation', invitedEmail: email, ...(status && { status }) },
      orderBy: [{ field: 'sentAt', direction: 'desc' }],
    });
  }
}
