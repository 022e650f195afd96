import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { DeckDocument } from '../../../contracts/deck/read-model.js';
import type { Actor } from '../../../contracts/events/envelope.js';
import { NOT_LIVE_MESSAGE } from '../../../contracts/live/constants.js';
import type { AskQuestion, ModerateQuestion, UpvoteQuestion } from '../../../contracts/qna/requests.js';
import { APP_CONFIG, type AppConfig } from '../../infrastructure/config/app-config.js';
import { BusinessRuleViolated, Forbidden, NotFound } from '../../shared-kernel/domain/domain-errors.js';
import { LiveControlService } from '../../live/application/live-control.service.js';
import { LiveDecks } from '../../live/application/live-decks.js';
import { LiveSessions, type SessionEntry } from '../../live/application/live-sessions.js';
import { sessionDeck } from '../../live/application/session-deck.js';
import { isOpen, visibleToAudience } from '../domain/qna-rules.js';
import { RunQnaModerationCommand, RunQnaParticipantCommand } from './qna-commands.js';
import { qnaSettingsOf } from './qna-screens.js';
import type { QnaEntry } from './qna.view.js';
import { SessionQnaViews } from './session-qna.js';

export interface AudienceMemberIdentity {
  readonly actor: Actor;
  readonly sessionId: string;
}

/** The outcome of a command from a client: a re-send (same id) is acked as a duplicate and counted once. */
export interface CommandAck {
  readonly duplicate: boolean;
}

/** Asking, voting and moderating: each a command on its stream, checked against the live Q&A. */
@Injectable()
export class QnaService {
  constructor(
    private readonly commands: CommandBus,
    private readonly sessions: LiveSessions,
    private readonly views: SessionQnaViews,
    private readonly control: LiveControlService,
    private readonly decks: LiveDecks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async ask({ actor, sessionId }: AudienceMemberIdentity, request: AskQuestion): Promise<CommandAck> {
    const { session, deck, qna } = await this.liveQna(actor, sessionId);
    const view = session.state;
    if (view.state.status !== 'live') throw new BusinessRuleViolated(NOT_LIVE_MESSAGE);
    const settings = qnaSettingsOf(deck);
    const member = view.members.get(actor.id);
    const mine = qna.state.byAuthor.get(actor.id) ?? [];
    const closed = new Set(mine.filter((questionId) => {
      const question = qna.state.questions.get(questionId);
      return question !== undefined && !isOpen(question);
    }));
    const result = await this.commands.execute(
      new RunQnaParticipantCommand(
        actor,
        sessionId,
        {
          type: 'AskQuestion',
          questionId: request.questionId,
          text: request.text,
          context: {
            sessionId,
            presentationId: view.state.presentationId,
            audienceId: actor.id,
            name: member?.name ?? '',
            anonymous: settings.anonymous,
            allSlides: settings.allSlides,
            slide: askedOn(deck, view.state.activeSlideId, request.slideId ?? null),
            closed,
            openLimit: this.config.qnaOpenQuestionsPerPerson,
          },
        },
        request.questionId,
      ),
    );
    return { duplicate: result.events.length === 0 || result.duplicate };
  }

  async upvote({ actor, sessionId }: AudienceMemberIdentity, request: UpvoteQuestion): Promise<CommandAck> {
    const { session, deck, qna } = await this.liveQna(actor, sessionId);
    const view = session.state;
    if (view.state.status !== 'live') throw new BusinessRuleViolated(NOT_LIVE_MESSAGE);
    const question = qna.state.questions.get(request.questionId);
    const settings = qnaSettingsOf(deck);
    const result = await this.commands.execute(
      new RunQnaParticipantCommand(
        actor,
        sessionId,
        {
          type: 'UpvoteQuestion',
          voteId: request.voteId,
          questionId: request.questionId,
          upvoted: request.upvoted,
          context: {
            sessionId,
            presentationId: view.state.presentationId,
            audienceId: actor.id,
            question: question ? { status: question.status, visibleToVoter: visibleToAudience(question, settings, false) } : null,
          },
        },
        request.voteId,
      ),
    );
    return { duplicate: result.events.length === 0 || result.duplicate };
  }

  async moderate(actor: Actor, request: ModerateQuestion): Promise<CommandAck> {
    const deck = await this.control.ownedDeck(actor, request.presentationId);
    const sessionId = await this.sessions.currentSessionId(request.presentationId);
    if (sessionId === null) throw new NotFound('This presentation has no live session.');
    const qna = await this.views.entry(sessionId);
    const result = await this.commands.execute(
      new RunQnaModerationCommand(
        actor,
        sessionId,
        {
          type: 'ModerateQuestion',
          action: request.action,
          questionId: request.questionId,
          known: qna.state.questions.has(request.questionId),
          moderation: qnaSettingsOf(deck).moderation,
        },
        request.commandId,
      ),
    );
    return { duplicate: result.events.length === 0 || result.duplicate };
  }

  /** The session's entry and Q&A, each already in memory after the first time. */
  private async liveQna(actor: Actor, sessionId: string): Promise<{ session: SessionEntry; deck: DeckDocument | null; qna: QnaEntry }> {
    if (actor.kind !== 'audience') throw new Forbidden('Only audience members ask and vote.');
    const session = this.sessions.loadedEntry(sessionId) ?? (await this.sessions.entry(sessionId));
    return { session, deck: await sessionDeck(session, this.decks), qna: await this.views.entry(sessionId) };
  }
}

/**
 * The slide a question is asked on: the live slide, unless the audience sets its own pace, when it is the
 * slide the phone shows (if the deck has it).
 */
function askedOn(deck: DeckDocument | null, activeSlideId: string | null, phoneSlideId: string | null): { id: string; type: string } | null {
  const slideId = deck?.settings.audiencePacing && phoneSlideId !== null ? phoneSlideId : activeSlideId;
  const slide = deck?.slides.find((candidate) => candidate.id === slideId);
  return slide ? { id: slide.id, type: slide.type } : null;
}
