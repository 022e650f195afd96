import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DeckDocument } from '../../../contracts/deck/read-model.js';
import type { Actor } from '../../../contracts/events/envelope.js';
import type { ExportData } from '../../../contracts/exports/export-data.js';
import type { ListDeletedPresentationsQuery, ListPresentationsQuery } from '../../../contracts/presentations/commands.js';
import { PRESENTATIONS_PAGE_SIZE } from '../../../contracts/presentations/constants.js';
import type { PresentationSummary } from '../../../contracts/presentations/read-models.js';
import { NotFound } from '../../shared-kernel/domain/domain-errors.js';
import { PRESENTATION_NOT_FOUND } from '../domain/presentation-lifecycle.decider.js';
import { FolderSharing } from './folders/folder-sharing.js';
import { TeamWorkspaceAccess } from './workspace/team-workspace-access.js';
import { PresentationReadModels } from './presentation-read-models.js';
import { SharingReads } from './sharing/sharing-reads.js';

/** The detail and list rows carry the latest report export's state (spec: exportData). */
export type PresentationDetail = DeckDocument & { exportData: ExportData | null };
export type PresentationListItem = PresentationSummary & { exportData: ExportData | null };

export interface PresentationPage {
  readonly items: PresentationListItem[];
  readonly numberOfPresentationPages: number;
}

/** The presentation the editor opens: the deck with its slides and options in order. */
export class GetPresentationQuery extends Query<DeckDocument> {
  constructor(
    readonly actor: Actor,
    readonly presentationId: string,
  ) {
    super();
  }
}

export class ListPresentationsPageQuery extends Query<PresentationPage> {
  constructor(
    readonly actor: Actor,
    readonly inTrash: boolean,
    readonly options: ListPresentationsQuery | ListDeletedPresentationsQuery,
  ) {
    super();
  }
}

@QueryHandler(GetPresentationQuery)
export class GetPresentationHandler implements IQueryHandler<GetPresentationQuery, DeckDocument> {
  constructor(
    private readonly readModels: PresentationReadModels,
    private readonly workspaces: TeamWorkspaceAccess,
    private readonly sharing: SharingReads,
    private readonly folderSharing: FolderSharing,
  ) {}

  async execute({ actor, presentationId }: GetPresentationQuery): Promise<DeckDocument> {
    const deck = await this.readModels.deck(presentationId);
    // Someone else's presentation answers exactly as an unknown one, so ids cannot be probed.
    if (!deck) throw new NotFound(PRESENTATION_NOT_FOUND);
    if (deck.userId === actor.id || (await this.othersMayView(actor, presentationId))) return deck;
    // A collaborator of any role reads the deck (the deck decider decides who may change it), never from the trash.
    if (deck.deletedAt !== null || (await this.sharing.roleOf(actor.id, presentationId, deck.userId)) === null) throw new NotFound(PRESENTATION_NOT_FOUND);
    return deck;
  }

  /**
   * A team workspace's presentation is open to the team's members whose role may view presentations; a personal
   * one in a shared folder to that folder's collaborators.
   */
  private async othersMayView(actor: Actor, presentationId: string): Promise<boolean> {
    const summary = await this.readModels.summary(presentationId);
    if (summary === null || summary.inTrash) return false;
    if (summary.accountId !== null) return this.workspaces.mayView(actor, summary.accountId);
    return summary.folderId !== null && (await this.folderSharing.reachesPresentation(actor, summary.userId, summary.folderId));
  }
}

@QueryHandler(ListPresentationsPageQuery)
export class ListPresentationsPageHandler implements IQueryHandler<ListPresentationsPageQuery, PresentationPage> {
  constructor(
    private readonly readModels: PresentationReadModels,
    private readonly workspaces: TeamWorkspaceAccess,
  ) {}

  async execute({ actor, inTrash, options }: ListPresentationsPageQuery): Promise<PresentationPage> {
    const sort = { field: options.sortColumn, direction: options.sortOrder };
    const accountId = 'accountId' in options ? options.accountId : undefined;
    // A team's trash opens to its members whose role lists the team's presentations; anyone else gets 404.
    const workspace = inTrash && accountId !== undefined ? await this.workspaces.workspace(actor, accountId, 'list-team-presentations') : null;
    const { items, total } =
      workspace?.kind === 'team'
        ? await this.readModels.teamTrashPage(workspace.teamId, sort, options.page, PRESENTATIONS_PAGE_SIZE)
        : await this.readModels.page(actor.id, inTrash, sort, options.page, PRESENTATIONS_PAGE_SIZE);
    const exportData = await Promise.all(items.map((item) => this.readModels.exportData(item.id)));
    return { items: items.map((item, index) => ({ ...item, exportData: exportData[index]! })), numberOfPresentationPages: Math.ceil(total / PRESENTATIONS_PAGE_SIZE) };
  }
}
