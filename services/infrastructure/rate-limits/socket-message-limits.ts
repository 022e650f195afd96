import { IDEAS_SOCKET_EVENTS } from '../../../contracts/ideas/socket-protocol.js';
import { PACING_SOCKET_EVENTS } from '../../../contracts/live/pacing.js';
import { CHAT_SOCKET_EVENTS } from '../../../contracts/chat/messages.js';
import { LIVE_SOCKET_EVENTS } from '../../../contracts/live/socket-protocol.js';
import { QNA_SOCKET_EVENTS } from '../../../contracts/qna/socket-protocol.js';
import { REPORT_SOCKET_EVENTS } from '../../../contracts/reports/socket-protocol.js';
import type { RateLimitName } from './rate-limit-settings.js';

/**
 * The socket messages an audience sends, each with the per-socket budget it draws on. A message over its
 * budget is answered with an error ack (429, code rate_limited, details.retryAfterSeconds) and not handled.
 * A new audience message (Q&A, chat) is one line here.
 */
export const SOCKET_MESSAGE_LIMITS: Readonly<Record<string, RateLimitName>> = {
  [LIVE_SOCKET_EVENTS.answerSubmit]: 'answersPerSocket',
  [LIVE_SOCKET_EVENTS.reactionSend]: 'reactionsPerSocket',
  [IDEAS_SOCKET_EVENTS.submit]: 'ideasPerSocket',
  [IDEAS_SOCKET_EVENTS.vote]: 'ideaVotesPerSocket',
  [PACING_SOCKET_EVENTS.go]: 'pacingMovesPerSocket',
  [QNA_SOCKET_EVENTS.ask]: 'questionsPerSocket',
  [QNA_SOCKET_EVENTS.upvote]: 'upvotesPerSocket',
  [CHAT_SOCKET_EVENTS.send]: 'chatMessagesPerSocket',
  [REPORT_SOCKET_EVENTS.feedbackSubmit]: 'feedbackPerSocket',
};

export const SOCKET_MESSAGE_LIMIT_MESSAGE = 'You are sending faster than this session accepts. Please wait a moment.';
