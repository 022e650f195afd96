import { io, type Socket } from 'socket.io-client';
import type { ErrorBody } from '../../../../contracts/errors/error-body.js';
import type { IdeasBoard, MyIdeas } from '../../../../contracts/ideas/socket-protocol.js';
import type { ReactionCounts, SlideResults } from '../../../../contracts/live/results.js';
import type { AudienceCount, AudienceSlide, AudienceSnapshot, LiveAck } from '../../../../contracts/live/socket-protocol.js';
import type { ChatMessagesPayload, ChatSettingsPayload } from '../../../../contracts/chat/messages.js';
import type { PlanId } from '../../../../contracts/identity/plans.js';
import type { PacingProgress } from '../../../../contracts/live/pacing.js';
import type { RemoteControlMessage } from '../../../../contracts/remote/remote-control.js';
import type { AudienceQnaList, MyQnaState, PresenterQnaUpdate, QnaSettingsPayload } from '../../../../contracts/qna/socket-protocol.js';
import type { LeaderboardPayload } from '../../../../contracts/quiz/leaderboard.js';
import type { QuizFeedback, QuizProgress, QuizResultPayload, QuizStatePayload } from '../../../../contracts/quiz/socket-protocol.js';
import type { SpinnerWheelState } from '../../../../contracts/spinner-wheel/socket-protocol.js';

/** What the server pushes (contracts/live/socket-protocol.ts, services/live/realtime/live-broadcaster.ts). */
export interface LiveServerEvents {
  'session:state': AudienceSnapshot;
  'slide:activated': { slide: AudienceSlide; results: SlideResults | null } | { sessionId: string; slideId: string; submissionsStopped: boolean };
  'results:updated': { slideId: string; results: SlideResults };
  'session:ended': { sessionId: string };
  'reactions:updated': ReactionCounts;
  'audience:count': AudienceCount;
  'session:full': { limit: number; plan: PlanId; refused?: number; sessionId?: string; presentationId?: string };
  // Quiz (contracts/quiz/socket-protocol.ts), on the same socket.
  'quiz:state': QuizStatePayload;
  'quiz:progress': QuizProgress;
  'quiz:result': QuizResultPayload;
  'quiz:feedback': QuizFeedback;
  'leaderboard:updated': LeaderboardPayload;
  // Brainstorms and spinner wheels (contracts/ideas, contracts/spinner-wheel), on the same socket.
  'ideas:board': IdeasBoard;
  'ideas:mine': MyIdeas;
  'spinner:state': SpinnerWheelState;
  // Self-paced sessions (contracts/live/pacing.ts): everyone's progress, to the presenter.
  'pacing:progress': PacingProgress;
  // Remote control (contracts/remote/remote-control.ts): a press of the remote, to the presenter's screens.
  'remote:control': RemoteControlMessage;
  // Q&A (contracts/qna/socket-protocol.ts), on the same socket.
  'qna:settings': QnaSettingsPayload;
  'qna:list': AudienceQnaList;
  'qna:mine': MyQnaState;
  'qna:updated': PresenterQnaUpdate;
  // Chat (contracts/chat/messages.ts), on the same socket.
  'chat:settings': ChatSettingsPayload;
  'chat:messages': ChatMessagesPayload;
  'chat:cleared': { sessionId: string };
}

export type ConnectionEvent = 'connect' | 'disconnect' | 'connect_error';

/** socket.io, narrowed to what the live screens use; tests hand in a fake with the same shape. */
export interface LiveConnection {
  readonly connected: boolean;
  on<E extends keyof LiveServerEvents>(event: E, handler: (payload: LiveServerEvents[E]) => void): void;
  onConnection(event: 'connect', handler: () => void): void;
  onConnection(event: 'disconnect', handler: (reason: string) => void): void;
  onConnection(event: 'connect_error', handler: (error: { message: string; data?: unknown }) => void): void;
  /** An acked request; rejects when no ack comes within the timeout (the connection dropped or the server is slow). */
  request<T extends object>(event: string, payload: unknown, timeoutMs?: number): Promise<LiveAck<T>>;
  /** Reconnects a socket the server disconnected (socket.io does not retry that on its own). */
  connect(): void;
  close(): void;
}

/** An audience token as it is, or the presenter's access token, asked for at every (re)connect so a renewed one is sent. */
export type TokenSource = string | (() => Promise<string | null>);

export type ConnectLive = (token: TokenSource) => LiveConnection;

export const ACK_TIMEOUT_MS = 10_000;

/** The real connection: the page's own origin (Vite forwards /socket.io in development), auth { token }. */
export const connectLive: ConnectLive = (token) => {
  const auth = typeof token === 'string' ? { token } : (callback: (data: object) => void) => void token().then((current) => callback({ token: current }));
  const socket: Socket = io({ auth, reconnectionDelay: 500, reconnectionDelayMax: 5000 });
  return {
    get connected() {
      return socket.connected;
    },
    on(event, handler) {
      socket.on(event as string, handler as (payload: unknown) => void);
    },
    onConnection(event: ConnectionEvent, handler: (...args: never[]) => void) {
      socket.on(event, handler as (...args: unknown[]) => void);
    },
    async request<T extends object>(event: string, payload: unknown, timeoutMs = ACK_TIMEOUT_MS) {
      return (await socket.timeout(timeoutMs).emitWithAck(event, payload)) as LiveAck<T>;
    },
    connect() {
      socket.connect();
    },
    close() {
      socket.removeAllListeners();
      socket.disconnect();
    },
  };
};

/** The server's refusal of a socket without a valid token (services/infrastructure/realtime/authenticated-io.adapter.ts). */
export function isUnauthorized(error: { message: string; data?: unknown }): boolean {
  const data = error.data as Partial<ErrorBody> | undefined;
  return error.message === 'unauthorized' || data?.code === 'unauthorized' || data?.statusCode === 401;
}
