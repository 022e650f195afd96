import { Inject, Injectable } from '@nestjs/common';
import { MESSAGES } from '../../../contracts/slides/constants.js';
import { deckLookupProjection, type DeckLookupDocument, type DeckPartKind } from '../../../projections/deck-lookup/deck-lookup.projection.js';
import type { Actor } from '../../../contracts/events/envelope.js';
import { NotFound } from '../../shared-kernel/domain/domain-errors.js';
import { ProjectionRunner } from '../../infrastructure/projections/projection-runner.js';
import { READ_STORE, type ReadStore } from '../../infrastructure/read-store/read-store.port.js';
import { PresentationReadModels } from '../../presentations/application/presentation-read-models.js';
import { SharingReads } from '../../presentations/application/sharing/sharing-reads.js';
import { TeamWorkspaceAccess } from '../../presentations/application/workspace/team-workspace-access.js';

const NOT_FOUND_MESSAGE: Record<DeckPartKind, string> = {
  slide: MESSAGES.slideNotFound,
  option: MESSAGES.optionNotFound,
  hint: MESSAGES.hintNotFound,
};

/** Which presentation a slide, option or hint belongs to (the deck-lookup read model). */
@Injectable()
export class DeckLookup {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly runner: ProjectionRunner,
    private readonly presentations: PresentationReadModels,
    private readonly sharing: SharingReads,
    private readonly workspaces: TeamWorkspaceAccess,
  ) {}

  /** A part of a deck the actor owns or collaborates on; one of anyone else's deck answers exactly as an unknown id. */
  async find(actor: Actor, kind: DeckPartKind, id: string): Promise<DeckLookupDocument> {
    const found = await this.readStore.get<DeckLookupDocument>(this.runner.collectionOf(deckLookupProjection.name), id);
    const summary = found?.kind === kind ? await this.presentations.summary(found.presentationId) : null;
    // Anyone with a role on the deck (their team's role on a workspace deck too) finds its parts; what they may change the deck decider decides.
    const role = summary && (summary.userId === actor.id || !summary.inTrash) ? await this.sharing.roleOf(actor.id, summary.id, summary.userId) : null;
    const teamMember = role === null && summary !== null && !summary.inTrash && (await this.workspaces.mayView(actor, summary.accountId));
    if (!found || (role === null && !teamMember)) throw new NotFound(NOT_FOUND_MESSAGE[kind], { [`${kind}Id`]: id });
    return found;
  }

  async presentationOf(actor: Actor, kind: DeckPartKind, id: string): Promise<string> {
    return (await this.find(actor, kind, id)).presentationId;
  }
}
