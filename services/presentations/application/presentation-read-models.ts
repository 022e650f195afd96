import { Inject, Injectable } from '@nestjs/common';
import type { DeckDocument } from '../../../contracts/deck/read-model.js';
import { exportDataOf, isReportExport, type ExportData } from '../../../contracts/exports/export-data.js';
import { exportsProjection, type ExportDocument } from '../../../projections/exports/exports.projection.js';
import type { PresentationSummary } from '../../../contracts/presentations/read-models.js';
import { ProjectionRunner } from '../../infrastructure/projections/projection-runner.js';
import { READ_STORE, type ReadStore, type ScalarValue, type SortKey } from '../../infrastructure/read-store/read-store.port.js';
import type { PresentationListDocument } from '../../../projections/presentation-list/presentation-list.projection.js';
import { presentationListProjection } from '../../../projections/presentation-list/presentation-list.projection.js';
import { deckProjection } from '../../../projections/deck/deck-projection.js';

const EXPORT_PAGE = 20;

/** Whose presentations: a person's personal ones, or everything a team workspace holds. */
export type PresentationHolder = { readonly userId: string; readonly accountId: null } | { readonly accountId: string };

export interface SummaryPage {
  readonly items: PresentationSummary[];
  readonly total: number;
}

/** Queries over the presentation-list and deck read models (whichever version the runner serves). */
@Injectable()
export class PresentationReadModels {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly runner: ProjectionRunner,
  ) {}

  private get collection(): string {
    return this.runner.collectionOf(presentationListProjection.name);
  }

  /** The presentation detail: settings, look and slides in order (the deck read model). */
  async deck(presentationId: string): Promise<DeckDocument | null> {
    return this.readStore.get<DeckDocument & { [key: string]: unknown }>(this.runner.collectionOf(deckProjection.name), presentationId);
  }

  /** The latest report export's state (spec: exportData), joined from the exports read model; null before the first. */
  async exportData(presentationId: string): Promise<ExportData | null> {
    const collection = this.runner.collectionOf(exportsProjection.name);
    // Newest first, a page at a time: the deck's own slide exports in between are not reports.
    for (let offset = 0; ; offset += EXPORT_PAGE) {
      const page = await this.readStore.find<ExportDocument>(collection, { where: { presentationId }, orderBy: [{ field: 'requestedAt', direction: 'desc' }], offset, limit: EXPORT_PAGE });
      const latest = page.find(isReportExport);
      if (latest) return exportDataOf(latest);
      if (page.length < EXPORT_PAGE) return null;
    }
  }

  async summary(presentationId: string): Promise<PresentationSummary | null> {
    return this.readStore.get<PresentationListDocument>(this.collection, presentationId);
  }

  async summaries(presentationIds: readonly string[]): Promise<PresentationSummary[]> {
    return this.readStore.getMany<PresentationListDocument>(this.collection, presentationIds);
  }

  /** The presentation the audience reaches with this code, unless it is in the trash. */
  async byAccessCode(accessCode: string): Promise<PresentationSummary | null> {
    const [found] = await this.readStore.find<PresentationListDocument>(this.collection, { where: { accessCode, inTrash: false }, limit: 1 });
    return found ?? null;
  }

  /** The presentations in one folder (null: at the top of the workspace), not in the trash. */
  async inFolder(holder: PresentationHolder, folderId: string | null, sort: SortKey, limit: number): Promise<PresentationSummary[]> {
    return this.readStore.find<PresentationListDocument>(this.collection, { where: { ...holder, folderId, inTrash: false }, orderBy: [sort], limit });
  }

  async isAccessCodeTaken(accessCode: string): Promise<boolean> {
    return (await this.readStore.count(this.collection, { accessCode })) > 0;
  }

  /** My Presentations lists what sits at the top (outside every folder); the trash lists everything trashed. */
  async page(ownerId: string, inTrash: boolean, sort: SortKey, page: number, pageSize: number): Promise<SummaryPage> {
    // Workspace presentations (accountId set) belong to the team's workspace and its trash, not to My Presentations.
    const where: Record<string, ScalarValue> = inTrash ? { userId: ownerId, accountId: null, inTrash } : { userId: ownerId, accountId: null, inTrash, folderId: null };
    return this.pageWhere(where, sort, page, pageSize);
  }

  /** A team's trash: every workspace presentation of the team in the trash, whoever made it. */
  teamTrashPage(teamId: string, sort: SortKey, page: number, pageSize: number): Promise<SummaryPage> {
    return this.pageWhere({ accountId: teamId, inTrash: true }, sort, page, pageSize);
  }

  private async pageWhere(where: Record<string, ScalarValue>, sort: SortKey, page: number, pageSize: number): Promise<SummaryPage> {
    const [items, total] = await Promise.all([
      this.readStore.find<PresentationListDocument>(this.collection, {
        where,
        orderBy: [sort],
        offset: (page - 1) * pageSize,
        limit: pageSize,
      }),
      this.readStore.count(this.collection, where),
    ]);
    return { items, total };
  }
}
