import { Injectable } from '@nestjs/common';
import type { Actor } from '../../../contracts/events/envelope.js';
import { presentationStreamId } from '../../../contracts/presentations/constants.js';
import { CommandExecutor } from '../../infrastructure/commands/command-executor.js';
import { TeamWorkspaceAccess } from '../../presentations/application/workspace/team-workspace-access.js';
import { deckDecider } from '../../slides/domain/deck-decider.js';
import { requireEditableDeck, requireRoomForSlides } from '../../slides/domain/deck-guards.js';

/** Checked before a file is read: the same rule (team roles included) the deck's own commands apply. */
@Injectable()
export class EditableDecks {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly workspaces: TeamWorkspaceAccess,
  ) {}

  async require(actor: Actor, presentationId: string): Promise<void> {
    const [state, team] = await Promise.all([this.executor.currentState(presentationStreamId(presentationId), deckDecider), this.workspaces.teamOf(actor)]);
    requireEditableDeck(state, actor, team);
  }

  /** Checked once the document is read, before its first slide is added. */
  async requireRoom(presentationId: string, adding: number): Promise<void> {
    requireRoomForSlides(await this.executor.currentState(presentationStreamId(presentationId), deckDecider), adding);
  }
}
