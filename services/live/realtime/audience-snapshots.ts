import { Injectable } from '@nestjs/common';
import { quizQuestionType } from '../../../contracts/quiz/constants.js';
import type { SlideResults } from '../../../contracts/live/results.js';
import type { AudienceCount, AudienceSnapshot, PresenterSnapshot } from '../../../contracts/live/socket-protocol.js';
import { encodeWithSplicedFields, SharedJson, type EncodedJson, type WithEncoded } from '../../infrastructure/realtime/encoded-json.js';
import type { LiveResultsDocument } from '../../../projections/live-results/live-results.document.js';
import { presentResults } from '../../../projections/live-results/present-results.js';
import { emptyReactionCounts } from '../../../projections/live-results/reactions.projection.js';
import { JoinTokens } from '../application/join-tokens.js';
import { LiveDecks } from '../application/live-decks.js';
import { LiveResultsService } from '../application/live-results.service.js';
import { LiveSessions } from '../application/live-sessions.js';
import { ParticipantAnswers } from '../application/participant-answers.js';
import { isProfane } from '../application/profanity.js';
import { SessionNotices } from '../application/session-notices.js';
import { audienceSlide } from '../domain/live-slide.js';
import { LivePresence } from './live-presence.js';

/** Open-ended entries sent with each update; the full list is in GET results. */
const LATEST_TEXT_ENTRIES = 100;

/** What a socket sees when it (re)connects, and results as each side may see them. */
@Injectable()
export class AudienceSnapshots {
  /**
   * Results as presented, by the results document they were made from (every change folds a new one):
   * ten thousand phones reconnecting at once, and both rooms of every broadcast, share one. (Entries'
   * names come from members, who never change once admitted.)
   */
  private readonly presented = new WeakMap<LiveResultsDocument, { readonly filtered: boolean; readonly results: SlideResults }>();
  /** The JSON of those shared results, for the snapshots sent on (re)connect. */
  private readonly sharedJson = new SharedJson();

  constructor(
    private readonly sessions: LiveSessions,
    private readonly decks: LiveDecks,
    private readonly results: LiveResultsService,
    private readonly presence: LivePresence,
    private readonly notices: SessionNotices,
    private readonly participantAnswers: ParticipantAnswers,
    private readonly joinTokens: JoinTokens,
  ) {}

  /** The presenter sees every result; the audience not those of a slide that hides them (hideResult). */
  async presentSlideResults(sessionId: string, slideId: string, viewer: 'presenter' | 'audience'): Promise<SlideResults | null> {
    const view = await this.sessions.session(sessionId);
    if (view.state.status === 'none') return null;
    const deck = await this.decks.get(view.state.presentationId);
    const slide = deck?.slides.find((candidate) => candidate.id === slideId);
    if (!deck || !slide) return null;
    // Quiz answers are the audience's to see with the result (quiz:result), not while the question runs.
    if (viewer === 'audience' && (slide.hideResult || quizQuestionType(slide.type, slide.slideType) !== null)) return null;
    const document = await this.results.slideResults(sessionId, slideId);
    if (!document) return null;
    const filtered = deck.settings.filteringProfanity;
    const known = this.presented.get(document);
    if (known?.filtered === filtered) return known.results;
    const results = presentResults(document, {
      isProfane: filtered ? isProfane : undefined,
      audience: (audienceId) => view.members.get(audienceId),
      latestEntries: LATEST_TEXT_ENTRIES,
    });
    this.presented.set(document, { filtered, results });
    return results;
  }

  /**
   * The snapshot a (re)connecting phone re-syncs from, as JSON: the person's answers are kept as JSON
   * (ParticipantAnswers), and the active slide's results, the same for everyone, are encoded once.
   */
  async audience(sessionId: string, audienceId: string): Promise<EncodedJson> {
    const view = await this.sessions.session(sessionId);
    if (view.state.status === 'none') throw new Error(`Session ${sessionId} does not exist`);
    const { state } = view;
    const deck = await this.decks.get(state.presentationId);
    const slide = deck?.slides.find((candidate) => candidate.id === state.activeSlideId) ?? null;
    const me = view.members.get(audienceId);
    const snapshot: WithEncoded<AudienceSnapshot, 'myAnswers'> = {
      sessionId,
      presentationId: state.presentationId,
      presentationName: deck?.name ?? '',
      status: state.status === 'live' ? 'live' : 'ended',
      me: { audienceId, name: me?.name ?? '', emoji: me?.emoji ?? '', ...(me?.teamId !== undefined && { teamId: me.teamId }) },
      activeSlide: slide && state.status === 'live' ? audienceSlide(slide, state.stoppedSlides.has(slide.id)) : null,
      myAnswers: await this.participantAnswers.of(sessionId, audienceId),
      results: slide ? await this.presentSlideResults(sessionId, slide.id, 'audience') : null,
      reactionsEnabled: deck?.settings.isReactionEnabled ?? false,
    };
    return encodeWithSplicedFields(snapshot, ['myAnswers', 'results'], this.sharedJson);
  }

  async presenter(presentationId: string): Promise<PresenterSnapshot> {
    const sessionId = await this.sessions.currentSessionId(presentationId);
    if (sessionId === null) {
      return { sessionId: null, activeSlideId: null, results: {}, audience: { online: 0, joined: 0, limit: 0, refused: 0 }, reactions: emptyReactionCounts() };
    }
    const view = await this.sessions.session(sessionId);
    const results: Record<string, SlideResults> = {};
    for (const document of await this.results.allSlideResults(sessionId)) {
      const presented = await this.presentSlideResults(sessionId, document.slideId, 'presenter');
      if (presented) results[document.slideId] = presented;
    }
    return {
      sessionId,
      activeSlideId: view.state.status === 'none' ? null : view.state.activeSlideId,
      results,
      audience: await this.audienceCount(sessionId),
      reactions: await this.results.reactions(sessionId),
      joinToken: this.joinTokens.issue(sessionId),
    };
  }

  async audienceCount(sessionId: string): Promise<AudienceCount> {
    const view = await this.sessions.session(sessionId);
    return {
      online: this.presence.online(sessionId),
      joined: view.state.status === 'none' ? 0 : view.state.admitted,
      limit: view.state.status === 'none' ? 0 : view.state.participantLimit,
      refused: this.notices.refusedCount(sessionId),
    };
  }
}
