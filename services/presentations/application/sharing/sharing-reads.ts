import { Inject, Injectable } from '@nestjs/common';
import type { CollaboratorRole } from '../../../../contracts/sharing/collaborators.js';
import {
  presentationSharingProjection,
  shareDocumentId,
  sharingDocumentId,
  type ShareDocument,
  type SharingDocument,
} from '../../../../projections/presentation-sharing/presentation-sharing.projection.js';
import { ProjectionRunner } from '../../../infrastructure/projections/projection-runner.js';
import { READ_STORE, type ReadStore } from '../../../infrastructure/read-store/read-store.port.js';
import { roleOn } from '../../domain/presentation-sharing.decider.js';

/** Reads of the presentation-sharing read model: who holds which role on a presentation, and what is shared with whom. */
@Injectable()
export class SharingReads {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly runner: ProjectionRunner,
  ) {}

  private get collection(): string {
    return this.runner.collectionOf(presentationSharingProjection.name);
  }

  /** The role `userId` holds on a presentation owned by `ownerId`, or null. */
  async roleOf(userId: string, presentationId: string, ownerId: string): Promise<CollaboratorRole | null> {
    if (userId === ownerId) return 'owner';
    const sharing = await this.readStore.get<SharingDocument>(this.collection, sharingDocumentId(presentationId));
    return sharing ? roleOn({ ownerId, collaborators: sharing.collaborators }, userId) : null;
  }

  async share(invitationId: string): Promise<ShareDocument | null> {
    return this.readStore.get<ShareDocument>(this.collection, shareDocumentId(invitationId));
  }

  /** Shared With Me: the shares a user has claimed (spec doc 1 §9: fetched up to 500). */
  async claimedBy(userId: string, limit: number): Promise<ShareDocument[]> {
    return this.readStore.find<ShareDocument>(this.collection, {
      where: { kind: 'share', userId, status: 'claimed' },
      orderBy: [{ field: 'invitedAt', direction: 'desc' }],
      limit,
    });
  }
}
