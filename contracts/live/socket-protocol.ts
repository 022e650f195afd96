import type { ErrorBody } from '../errors/error-body.js';
import type { SlideAudio } from '../slides/common-schemas.js';
import type { AnswerValue } from './answers.js';
import type { ReactionCounts, SlideResults } from './results.js';

/**
 * Live sessions over socket.io. Audience sockets connect with `auth: { token }` from POST /api/audience/join;
 * presenter sockets with their bearer token, then emit 'join-presenter'.
 */
export const LIVE_SOCKET_EVENTS = {
  // server -> audience
  sessionState: 'session:state',
  slideActivated: 'slide:activated',
  resultsUpdated: 'results:updated',
  sessionEnded: 'session:ended',
  reactionsUpdated: 'reactions:updated',
  // audience -> server (acked)
  answerSubmit: 'answer:submit',
  reactionSend: 'reaction:send',
  // presenter -> server (acked)
  joinPresenter: 'join-presenter',
  leave: 'leave',
  // server -> presenter
  audienceCount: 'audience:count',
  sessionFull: 'session:full',
} as const;

/** A slide as the audience sees it: no correct answers, no notes. */
export interface AudienceSlide {
  id: string;
  type: string;
  slideType: string | null;
  title: string;
  options: { id: string; title: string; image: unknown }[];
  /** The fields that shape answering and showing results (multipleChoice, limitChoice, typeChart, ...). */
  settings: Record<string, unknown>;
  submissionsStopped: boolean;
  /** What the deck's settings let phones see or do on this slide; each is absent when off. */
  /** areSlideOptionsShuffling on a choice slide: each phone shows the options in its own, stable order. */
  shuffleOptions?: true;
  /** isModerationMode on an open-ended or word cloud slide: answers show once the presenter approves them. */
  heldForApproval?: true;
  /** showHyperLink: the links in the slide's text, for phones to open. */
  links?: { href: string; text: string }[];
  /** enableCopySlideNote: the presenter's notes (sanitised rich text), to read and copy. */
  notes?: string;
  /** A poll with correct options (addCorrectOption, showCorrectOption), once submissions are closed. */
  correctOptionIds?: string[];
  /** A quiz question's hints (sanitised rich text and an image), for phones to show while it is asked. */
  hints?: { id: string; text: string; image: unknown }[];
}

export interface AudienceSnapshot {
  sessionId: string;
  presentationId: string;
  presentationName: string;
  status: 'live' | 'ended';
  /** leaderboardKey: this person's `a` in the leaderboards phones receive (they carry no audience ids). */
  me: { audienceId: string; leaderboardKey: string; name: string; emoji: string; teamId?: string };
  activeSlide: AudienceSlide | null;
  /** This person's own answers in this session, so a reconnect shows what they already sent. */
  myAnswers: { answerId: string; slideId: string; value: AnswerValue }[];
  /** Results of the active slide, unless the slide hides them. */
  results: SlideResults | null;
  reactionsEnabled: boolean;
  /** Self-paced (audiencePacing): the phone moves through the slides itself (pacing:go), not with the presenter. */
  audiencePacing: boolean;
  /** The presentation's audio when it plays on phones too (playOnAudience); otherwise null. */
  presentationAudio: SlideAudio | null;
}

export interface PresenterSnapshot {
  sessionId: string | null;
  activeSlideId: string | null;
  results: Record<string, SlideResults>;
  audience: AudienceCount;
  reactions: ReactionCounts;
  /** While a session is live: the token its QR code and join link carry (joins with it are not limited per address). */
  joinToken?: string;
  /** While nothing is live: the ended session presenting again continues (absent after clear-slides or before any). */
  lastSessionId?: string;
}

export interface AudienceCount {
  /** Sockets connected now, over every node. */
  online: number;
  /** Admitted to the session so far. */
  joined: number;
  /** The presenter's plan cap (spec doc 3 §9). */
  limit: number;
  /** Joins refused because the session was full. */
  refused: number;
}

export interface JoinPresenterPayload {
  /** `{presentationId}-presenter` (spec doc 2 §7). */
  room: string;
  presenter: { id: string; avatar?: string | null; name: string; socketId?: string; email: { email: string } | string; accountRole?: string | null };
}

export type LiveAck<T = Record<string, never>> = ({ ok: true } & T) | { ok: false; error: ErrorBody };
