import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { DeckDocument } from '../../../contracts/deck/read-model.js';
import type { Actor } from '../../../contracts/events/envelope.js';
import { NOT_LIVE_MESSAGE } from '../../../contracts/live/constants.js';
import type { PacedQuestionView, PacedSlide, PacingDirection, PacingProgress } from '../../../contracts/live/pacing.js';
import { quizQuestionType } from '../../../contracts/quiz/constants.js';
import { memberFeedback, rankMembers, rankTeams } from '../../../projections/leaderboard/present-leaderboard.js';
import type { LeaderboardDocument } from '../../../projections/leaderboard/leaderboard.document.js';
import { presentProgress } from '../../../projections/leaderboard/present-progress.js';
import { BusinessRuleViolated, Forbidden, NotFound } from '../../shared-kernel/domain/domain-errors.js';
import type { AudienceIdentity } from '../../live/application/answer.service.js';
import { RunParticipantCommand } from '../../live/application/live-commands.js';
import { SessionClock } from '../../live/application/session-clock.js';
import { LiveControlService } from '../../live/application/live-control.service.js';
import { LiveResultsService } from '../../live/application/live-results.service.js';
import { deckOf, LiveSessions } from '../../live/application/live-sessions.js';
import { audienceSlide } from '../../live/domain/live-slide.js';
import { pacedQuestion, type PacingMove } from '../../live/domain/paced-participant.js';
import { AudienceSnapshots } from '../../live/realtime/audience-snapshots.js';
import { LeaderboardService } from '../../quiz/application/leaderboard.service.js';
import { questionSource, slideOf } from '../../quiz/application/question-source.js';
import { buildQuestion } from '../../quiz/domain/question-setup.js';

const countQuestions = (deck: DeckDocument) => deck.slides.filter((slide) => quizQuestionType(slide.type, slide.slideType) !== null).length;

/** Self-paced sessions: each phone's moves through the deck, and everyone's progress for the presenter. */
@Injectable()
export class PacingService {
  constructor(
    private readonly commands: CommandBus,
    private readonly sessions: LiveSessions,
    private readonly results: LiveResultsService,
    private readonly snapshots: AudienceSnapshots,
    private readonly leaderboards: LeaderboardService,
    private readonly control: LiveControlService,
    private readonly clock: SessionClock,
  ) {}

  /** Moves this person (a move onto a question they have not seen yet starts their clock for it) and shows them where they are. */
  async go({ actor, sessionId }: AudienceIdentity, to: PacingDirection): Promise<PacedSlide> {
    if (actor.kind !== 'audience') throw new Forbidden('Only audience members move through a self-paced session.');
    const entry = this.sessions.loadedEntry(sessionId) ?? (await this.sessions.entry(sessionId));
    const { state } = entry.state;
    const deck = deckOf(entry);
    if (state.status !== 'live' || !deck) throw new BusinessRuleViolated(NOT_LIVE_MESSAGE);
    const move: PacingMove = {
      to,
      sessionId,
      presentationId: state.presentationId,
      audienceId: actor.id,
      audiencePacing: deck.settings.audiencePacing,
      slideIds: deck.slides.map((slide) => slide.id),
      ask: (slideId, newId) => {
        const slide = slideOf(deck, slideId);
        const source = slide ? questionSource(slide) : null;
        return source ? buildQuestion(source, newId) : null;
      },
    };
    const result = await this.commands.execute(new RunParticipantCommand(actor, sessionId, { type: 'MovePaced', move }, randomUUID()).onClock(this.clock.offsetMs(sessionId)));
    const slide = slideOf(deck, result.state.pacing?.at ?? null) ?? deck.slides[0];
    if (!slide) throw new NotFound('This presentation has no slides.');
    const opened = pacedQuestion(result.state.pacing, slide.id);
    const question: PacedQuestionView | null = opened && {
      slideId: opened.slideId,
      number: opened.number,
      slideType: opened.question.slideType,
      kind: opened.question.kind,
      timeLimitSeconds: opened.question.timeLimitSeconds,
      openedAt: opened.openedAt,
      closesAt: opened.closesAt,
      play: opened.question.play,
    };
    return {
      slide: audienceSlide(slide, state.stoppedSlides.has(slide.id), deck.settings, deck.fontFamily),
      position: deck.slides.indexOf(slide) + 1,
      total: deck.slides.length,
      question,
      feedback: opened ? await this.feedback(sessionId, actor.id, slide.id) : null,
      results: opened ? null : this.snapshots.presentSlideResults(await this.results.entry(sessionId), slide.id, 'audience'),
      serverNow: new Date().toISOString(),
    };
  }

  /** The person's feedback on a question of theirs, once it counts. */
  async feedback(sessionId: string, audienceId: string, slideId: string) {
    const document = await this.leaderboards.document(sessionId);
    return document ? memberFeedback(document, slideId, audienceId, rankMembers(document), rankTeams(document)) : null;
  }

  /** GET /api/pacing/{presentationId}/progress: the running session's, else the last one's. */
  async progress(actor: Actor, presentationId: string): Promise<PacingProgress> {
    const deck = await this.control.ownedDeck(actor, presentationId);
    const sessionId = (await this.sessions.currentSessionId(presentationId)) ?? (await this.sessions.latestSessionId(presentationId));
    const document = sessionId === null ? null : await this.leaderboards.document(sessionId);
    if (!document) throw new NotFound('This presentation has no live session.');
    return progressOf(document, deck);
  }
}

export function progressOf(document: LeaderboardDocument, deck: DeckDocument): PacingProgress {
  return presentProgress(document, deck.slides.map((slide) => slide.id), countQuestions(deck));
}
