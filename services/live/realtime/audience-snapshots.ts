import { Injectable } from '@nestjs/common';
import { quizQuestionType } from '../../../contracts/quiz/constants.js';
import type { SlideResults } from '../../../contracts/live/results.js';
import type { AudienceCount, AudienceSnapshot, PresenterSnapshot } from '../../../contracts/live/socket-protocol.js';
import { encodeWithSplicedFields, SharedJson, type EncodedJson, type WithEncoded } from '../../infrastructure/realtime/encoded-json.js';
import type { LiveResultsDocument } from '../../../projections/live-results/live-results.document.js';
import { presentResults } from '../../../projections/live-results/present-results.js';
import { emptyReactionCounts } from '../../../projections/live-results/reactions.projection.js';
import { JoinTokens } from '../application/join-tokens.js';
import { LiveResultsService, type ResultsEntry } from '../application/live-results.service.js';
import { reactionCounts } from '../application/live-views/results.view.js';
import { deckOf, LiveSessions, type SessionView } from '../application/live-sessions.js';
import { ParticipantAnswers } from '../application/participant-answers.js';
import { leaderboardKey } from '../application/leaderboard-key.js';
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
  /** Open-ended results as phones get them, by the presenter's results they were made from. */
  private readonly forAudience = new WeakMap<SlideResults, SlideResults>();
  /** The JSON of those shared results, for the snapshots sent on (re)connect. */
  private readonly sharedJson = new SharedJson();

  constructor(
    private readonly sessions: LiveSessions,
    private readonly results: LiveResultsService,
    private readonly presence: LivePresence,
    private readonly notices: SessionNotices,
    private readonly participantAnswers: ParticipantAnswers,
    private readonly joinTokens: JoinTokens,
  ) {}

  /**
   * The presenter sees every result; the audience not those of a slide that hides them (hideResult). The
   * results' entry comes with the session and its deck, so nothing is looked up.
   */
  presentSlideResults(entry: ResultsEntry, slideId: string, viewer: 'presenter' | 'audience'): SlideResults | null {
    const session = entry.context;
    const deck = session ? deckOf(session) : null;
    if (!session || session.state.state.status === 'none' || !deck) return null;
    const slide = deck.slides.find((candidate) => candidate.id === slideId);
    if (!slide) return null;
    // Quiz answers are the audience's to see with the result (quiz:result), not while the question runs.
    if (viewer === 'audience' && (slide.hideResult || quizQuestionType(slide.type, slide.slideType) !== null)) return null;
    const document = entry.state.slides.get(slideId);
    if (!document) return null;
    const filtered = deck.settings.filteringProfanity;
    let presented = this.presented.get(document);
    if (presented?.filtered !== filtered) {
      const { members } = session.state;
      const results = presentResults(document, {
        isProfane: filtered ? isProfane : undefined,
        audience: (audienceId) => members.get(audienceId),
        latestEntries: LATEST_TEXT_ENTRIES,
      });
      presented = { filtered, results };
      this.presented.set(document, presented);
    }
    return viewer === 'audience' ? this.audienceView(presented.results) : presented.results;
  }

  /**
   * Phones see who wrote an open-ended entry by the name the presenter's screen shows, never by their audience id,
   * and never the answers waiting for the presenter's approval.
   */
  private audienceView(results: SlideResults): SlideResults {
    if (results.kind !== 'text' && results.kind !== 'words') return results;
    let view = this.forAudience.get(results);
    if (!view) {
      const { held: _held, ...shown } = results;
      view = shown.kind === 'text' ? { ...shown, entries: shown.entries.map(({ audienceId: _audienceId, ...entry }) => entry) } : shown;
      this.forAudience.set(results, view);
    }
    return view;
  }

  /**
   * The snapshot a (re)connecting phone re-syncs from, as JSON: the person's answers are kept as JSON
   * (ParticipantAnswers), and the active slide's results, the same for everyone, are encoded once.
   */
  async audience(sessionId: string, audienceId: string): Promise<EncodedJson> {
    const results = await this.results.entry(sessionId);
    const session = results.context;
    if (!session || session.state.state.status === 'none') throw new Error(`Session ${sessionId} does not exist`);
    const { state, members } = session.state;
    const deck = deckOf(session);
    const slide = deck?.slides.find((candidate) => candidate.id === state.activeSlideId) ?? null;
    const me = members.get(audienceId);
    const snapshot: WithEncoded<AudienceSnapshot, 'myAnswers'> = {
      sessionId,
      presentationId: state.presentationId,
      presentationName: deck?.name ?? '',
      status: state.status === 'live' ? 'live' : 'ended',
      me: {
        audienceId,
        leaderboardKey: leaderboardKey(sessionId, audienceId),
        name: me?.name ?? '',
        emoji: me?.emoji ?? '',
        ...(me?.teamId !== undefined && { teamId: me.teamId }),
      },
      activeSlide: slide && deck && state.status === 'live' ? audienceSlide(slide, state.stoppedSlides.has(slide.id), deck.settings, deck.fontFamily, deck.attributes.colorPalette?.colors) : null,
      myAnswers: await this.participantAnswers.of(sessionId, audienceId),
      results: slide ? this.presentSlideResults(results, slide.id, 'audience') : null,
      reactionsEnabled: deck?.settings.isReactionEnabled ?? false,
      audiencePacing: deck?.settings.audiencePacing ?? false,
      presentationAudio: deck?.attributes.audio?.playOnAudience ? deck.attributes.audio : null,
    };
    return encodeWithSplicedFields(snapshot, ['myAnswers', 'results'], this.sharedJson);
  }

  async presenter(presentationId: string): Promise<PresenterSnapshot> {
    const sessionId = await this.sessions.currentSessionId(presentationId);
    if (sessionId === null) {
      const lastSessionId = await this.sessions.latestSessionId(presentationId);
      return {
        sessionId: null,
        activeSlideId: null,
        results: {},
        audience: { online: 0, joined: 0, limit: 0, refused: 0 },
        reactions: emptyReactionCounts(),
        ...(lastSessionId !== null && { lastSessionId }),
      };
    }
    const entry = await this.results.entry(sessionId);
    const results: Record<string, SlideResults> = {};
    for (const slideId of entry.state.slides.keys()) {
      const presented = this.presentSlideResults(entry, slideId, 'presenter');
      if (presented) results[slideId] = presented;
    }
    const session = entry.context!.state;
    return {
      sessionId,
      activeSlideId: session.state.status === 'none' ? null : session.state.activeSlideId,
      results,
      audience: this.audienceCount(sessionId, session),
      reactions: reactionCounts(entry.state),
      joinToken: this.joinTokens.issue(sessionId),
    };
  }

  audienceCount(sessionId: string, { state }: SessionView): AudienceCount {
    return {
      online: this.presence.online(sessionId),
      joined: state.status === 'none' ? 0 : state.admitted,
      limit: state.status === 'none' ? 0 : state.participantLimit,
      refused: this.notices.refusedCount(sessionId),
    };
  }
}
