import { Injectable } from '@nestjs/common';
import { ADMIN_PICKED_TEMPLATES_LIMIT, COMMUNITY_FOLDER_ID, COMMUNITY_TEMPLATES_PER_FOLDER, TEMPLATE_CATEGORIES } from '../../../contracts/templates/categories.js';
import { communityRefusal } from '../../../contracts/templates/community-filter.js';
import type { CommunityFolderView, TemplateCategoryView, TemplateDetail, TemplateListQuery, TemplateSummary } from '../../../contracts/templates/views.js';
import { PresentationReadModels } from '../../presentations/application/presentation-read-models.js';
import { NotFound } from '../../shared-kernel/domain/domain-errors.js';
import { byAdminPickThenCopies, matchesSearch, TemplateListing } from './template-listing.js';

export const TEMPLATE_NOT_FOUND = 'This template does not exist any more.';

/** Spec doc 3 §9 templates and community: the library by category, search, admin picks, community folders, one template. */
@Injectable()
export class TemplateQueries {
  constructor(
    private readonly listing: TemplateListing,
    private readonly presentations: PresentationReadModels,
  ) {}

  /** The official library, category by category (empty categories left out), optionally narrowed. */
  async library(query: TemplateListQuery): Promise<TemplateCategoryView[]> {
    const official = (await this.listing.published()).filter(
      (template) => template.kind === 'official' && (!query.category || template.category === query.category) && (!query.q || matchesSearch(template, query.q)),
    );
    return TEMPLATE_CATEGORIES.map((categoryName) => ({
      categoryName,
      presentations: official.filter((template) => template.category === categoryName).sort(byAdminPickThenCopies),
    })).filter((category) => category.presentations.length > 0);
  }

  /** Official and community templates matching every word of `q`. */
  async search(q: string): Promise<TemplateSummary[]> {
    return (await this.listed()).filter((template) => matchesSearch(template, q)).sort(byAdminPickThenCopies);
  }

  /** Home's section (spec doc 3 §2): up to 10 templates an admin picked. */
  async adminPicked(): Promise<TemplateSummary[]> {
    return (await this.listed())
      .filter((template) => template.isAdminPick)
      .sort(byAdminPickThenCopies)
      .slice(0, ADMIN_PICKED_TEMPLATES_LIMIT);
  }

  /** The community (spec doc 3 §5 filter), admin picks first, then the most copied, 12 per folder. */
  async community(page: number): Promise<CommunityFolderView> {
    const shown = (await this.listing.published()).filter((template) => communityRefusal(template) === null).sort(byAdminPickThenCopies);
    const pages = Math.max(1, Math.ceil(shown.length / COMMUNITY_TEMPLATES_PER_FOLDER));
    const start = (page - 1) * COMMUNITY_TEMPLATES_PER_FOLDER;
    return { folderId: COMMUNITY_FOLDER_ID, page, pages, total: shown.length, presentations: shown.slice(start, start + COMMUNITY_TEMPLATES_PER_FOLDER) };
  }

  async byShareCode(shareCode: string): Promise<TemplateDetail> {
    const template = (await this.listed()).find((candidate) => candidate.shareCode === shareCode);
    if (!template) throw new NotFound(TEMPLATE_NOT_FOUND);
    return this.detail(template);
  }

  async byId(presentationId: string): Promise<TemplateDetail> {
    const template = await this.listing.byId(presentationId);
    if (!template || !isListed(template)) throw new NotFound(TEMPLATE_NOT_FOUND);
    return this.detail(template);
  }

  private async listed(): Promise<TemplateSummary[]> {
    return (await this.listing.published()).filter(isListed);
  }

  private async detail(template: TemplateSummary): Promise<TemplateDetail> {
    const deck = await this.presentations.deck(template.id);
    if (!deck) throw new NotFound(TEMPLATE_NOT_FOUND);
    return { ...template, fontFamily: deck.fontFamily, attributes: deck.attributes, slides: deck.slides };
  }
}

/** Official templates always; a community one while it passes the community filter. */
const isListed = (template: TemplateSummary) => template.kind === 'official' || communityRefusal(template) === null;
