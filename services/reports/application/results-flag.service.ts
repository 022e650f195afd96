import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Actor } from '../../../contracts/events/envelope.js';
import { LiveControlService } from '../../live/application/live-control.service.js';
import { LiveSessions } from '../../live/application/live-sessions.js';
import { RunDeckCommand } from '../../slides/application/run-deck-command.js';
import { hasResults } from '../../slides/domain/has-results.js';
import { resultsInputOf } from './results-flag-input.js';
import { SessionFoldReader } from './session-fold-reader.js';

/**
 * The deck's own hasResults flag (spec doc 2 §4, doc 3 §4 "Results flag"), re-checked against the results the deck
 * holds now: those of its current session (none after clear-slides), on the slides it still has. The outcome is
 * recorded as an ordinary deck command (no event when it is unchanged).
 */
@Injectable()
export class ResultsFlagService {
  constructor(
    private readonly control: LiveControlService,
    private readonly sessions: LiveSessions,
    private readonly folds: SessionFoldReader,
    private readonly commands: CommandBus,
  ) {}

  async recheck(actor: Actor, presentationId: string): Promise<{ hasResults: boolean }> {
    const deck = await this.control.ownedDeck(actor, presentationId);
    const outcome = await this.resultsNow(presentationId, deck.slides);
    await this.commands.execute(new RunDeckCommand(actor, { type: 'SetPresentationResultsFlag', data: { presentationId, hasResults: outcome } }));
    return { hasResults: outcome };
  }

  private async resultsNow(presentationId: string, slides: Parameters<typeof resultsInputOf>[0]): Promise<boolean> {
    const sessionId = await this.sessions.latestSessionId(presentationId);
    if (sessionId === null) return false;
    await this.folds.caughtUp();
    const summary = await this.folds.summary(sessionId);
    if (!summary) return false;
    return hasResults(resultsInputOf(slides, await this.folds.fold(summary, 'skipped')));
  }
}
