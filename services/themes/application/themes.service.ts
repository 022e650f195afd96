import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Actor } from '../../../contracts/events/envelope.js';
import { themeStreamId, type ThemeEvent } from '../../../contracts/themes/events.js';
import type { SaveThemeRequest } from '../../../contracts/themes/requests.js';
import { THEME_MESSAGES, type ThemeListView, type ThemeView } from '../../../contracts/themes/views.js';
import { presentationThemesProjection, type PresentationThemeDocument } from '../../../projections/presentation-themes/presentation-themes.projection.js';
import { CommandExecutor } from '../../infrastructure/commands/command-executor.js';
import { ProjectionRunner } from '../../infrastructure/projections/projection-runner.js';
import { READ_STORE, type ReadStore } from '../../infrastructure/read-store/read-store.port.js';
import { NotFound } from '../../shared-kernel/domain/domain-errors.js';
import { TeamDirectory } from '../../teams/application/team-directory.js';
import { savedLookOf } from '../domain/saved-look.js';
import { themeDecider, type ThemeCommand } from '../domain/theme.decider.js';
import { OFFICIAL_THEME_VIEWS, savedThemeView } from './theme-views.js';

/** Most themes a list returns: a person saves a handful; this bounds a list's reply. */
const LIST_LIMIT = 200;

/**
 * Spec doc 3 §3/§7 themes: the official list, a person's saved themes, and the themes shared with their team.
 * Each change runs on the theme's own stream and returns once the read model shows it.
 */
@Injectable()
export class ThemesService {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly runner: ProjectionRunner,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly teams: TeamDirectory,
  ) {}

  official(): ThemeListView {
    return { themes: OFFICIAL_THEME_VIEWS };
  }

  async personal(actor: Actor): Promise<ThemeListView> {
    const documents = await this.readStore.find<PresentationThemeDocument>(this.collection, { where: { ownerId: actor.id }, orderBy: [{ field: 'savedAt', direction: 'desc' }], limit: LIST_LIMIT });
    return { themes: documents.map((document) => savedThemeView(document, actor.id)) };
  }

  /** The themes shared with the caller's team (their own shared ones too); none outside a team. */
  async sharedWithTeam(actor: Actor): Promise<ThemeListView> {
    const membership = await this.teams.membership(actor.id);
    if (!membership) return { themes: [] };
    const documents = await this.readStore.find<PresentationThemeDocument>(this.collection, { where: { teamId: membership.teamId }, orderBy: [{ field: 'savedAt', direction: 'desc' }], limit: LIST_LIMIT });
    return { themes: documents.map((document) => savedThemeView(document, actor.id)) };
  }

  /** An official theme, one's own, or one shared with one's team; any other is "not found", never "forbidden", so ids reveal nothing. */
  async get(actor: Actor, themeId: string): Promise<ThemeView> {
    const official = OFFICIAL_THEME_VIEWS.find((theme) => theme.id === themeId);
    if (official) return official;
    const document = await this.readStore.get<PresentationThemeDocument>(this.collection, themeId);
    if (document && (document.ownerId === actor.id || (document.teamId !== null && document.teamId === (await this.teams.membership(actor.id))?.teamId))) {
      return savedThemeView(document, actor.id);
    }
    throw new NotFound(THEME_MESSAGES.notFound, { themeId });
  }

  async save(actor: Actor, request: SaveThemeRequest): Promise<ThemeView> {
    const themeId = randomUUID();
    await this.run(themeId, actor, { type: 'SaveTheme', themeId, ownerId: actor.id, look: savedLookOf(request) });
    return this.get(actor, themeId);
  }

  async share(actor: Actor, themeId: string, isShareWithTeam: boolean): Promise<ThemeView> {
    await this.requireVisibleSaved(actor, themeId);
    const teamId = isShareWithTeam ? ((await this.teams.membership(actor.id))?.teamId ?? null) : null;
    await this.run(themeId, actor, { type: 'ShareTheme', actorId: actor.id, isShareWithTeam, teamId });
    return this.get(actor, themeId);
  }

  async delete(actor: Actor, themeId: string): Promise<void> {
    await this.requireVisibleSaved(actor, themeId);
    await this.run(themeId, actor, { type: 'DeleteTheme', actorId: actor.id });
  }

  private get collection(): string {
    return this.runner.collectionOf(presentationThemesProjection.name);
  }

  /**
   * Official themes are part of the product and nobody changes them; a theme one cannot see is "not found". One a
   * team member can see but did not save reaches the decider, which refuses it as someone else's.
   */
  private async requireVisibleSaved(actor: Actor, themeId: string): Promise<void> {
    if ((await this.get(actor, themeId)).isOfficial) throw new NotFound(THEME_MESSAGES.notFound, { themeId });
  }

  private async run(themeId: string, actor: Actor, command: ThemeCommand): Promise<readonly ThemeEvent[]> {
    const result = await this.executor.execute({ streamId: themeStreamId(themeId), decider: themeDecider, command, actor });
    if (result.position > 0) await this.runner.waitForPosition(result.position);
    return result.events;
  }
}
