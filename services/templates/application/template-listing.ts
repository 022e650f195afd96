import { Inject, Injectable } from '@nestjs/common';
import type { TemplateSummary } from '../../../contracts/templates/views.js';
import { copyLinksProjection, type CopyLinkDocument } from '../../../projections/copy-links/copy-links.projection.js';
import { templatesProjection, type TemplateDocument } from '../../../projections/templates/templates.projection.js';
import { ProjectionRunner } from '../../infrastructure/projections/projection-runner.js';
import { READ_STORE, type ReadStore } from '../../infrastructure/read-store/read-store.port.js';
import { PresentationReadModels } from '../../presentations/application/presentation-read-models.js';
import { OfficialTemplateSeeder } from './official-template-seeder.js';

/**
 * Every template that can be shown: published, its deck not in the trash and its copy link open. Name and slide
 * count come from the presentation list, share code and copy count from the copy links, so they are always current.
 */
@Injectable()
export class TemplateListing {
  constructor(
    private readonly seeder: OfficialTemplateSeeder,
    private readonly runner: ProjectionRunner,
    private readonly presentations: PresentationReadModels,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  async published(): Promise<TemplateSummary[]> {
    await this.seeder.ensureSeeded();
    const templates = await this.readStore.find<TemplateDocument>(this.runner.collectionOf(templatesProjection.name), { where: { published: true } });
    return this.summaries(templates);
  }

  /** One template by its presentation's id, or null when it is not (or no longer) shown. */
  async byId(presentationId: string): Promise<TemplateSummary | null> {
    await this.seeder.ensureSeeded();
    const template = await this.readStore.get<TemplateDocument>(this.runner.collectionOf(templatesProjection.name), presentationId);
    if (!template?.published) return null;
    return (await this.summaries([template]))[0] ?? null;
  }

  private async summaries(templates: readonly TemplateDocument[]): Promise<TemplateSummary[]> {
    const ids = templates.map((template) => template.presentationId);
    const [decks, links] = await Promise.all([
      this.presentations.summaries(ids),
      this.readStore.getMany<CopyLinkDocument>(this.runner.collectionOf(copyLinksProjection.name), ids),
    ]);
    const deckById = new Map(decks.map((deck) => [deck.id, deck]));
    const linkById = new Map(links.map((link) => [link.presentationId, link]));
    return templates.flatMap((template) => {
      const deck = deckById.get(template.presentationId);
      const link = linkById.get(template.presentationId);
      if (!deck || deck.inTrash || deck.deletedAt !== null || !link?.shareCode) return [];
      return [
        {
          id: template.presentationId,
          name: deck.name,
          description: template.description,
          category: template.category,
          kind: template.kind,
          shareCode: link.shareCode,
          isAdminPick: template.isAdminPick,
          copyCount: link.copyCount,
          slideCount: deck.slideCount,
        },
      ];
    });
  }
}

/** Spec doc 3 §9 "Template-list sort 'isAdminPick,copyCount'"; the name keeps equal ones in a stable order. */
export function byAdminPickThenCopies(a: TemplateSummary, b: TemplateSummary): number {
  return Number(b.isAdminPick) - Number(a.isAdminPick) || b.copyCount - a.copyCount || a.name.localeCompare(b.name);
}

/** Every word of the query somewhere in the template's name, description or category (case and accents ignored). */
export function matchesSearch(template: TemplateSummary, query: string): boolean {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
  const haystack = fold(`${template.name} ${template.description} ${template.category}`);
  return fold(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
