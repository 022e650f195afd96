/** Spec doc 3 §5 and §9: the AI prompt's bounds, the per-user request cap and the pending message's rotation. */
export const AI_PROMPT_MAX_LENGTH = 3000;
export const AI_REQUEST_LIMIT = 150;
export const AI_PENDING_ROTATION_MS = 5000;
/** A generated answer larger than this is not a deck anyone asked for; the stream is cut there. */
export const AI_MAX_ANSWER_CHARS = 200_000;
/** Slides one answer may bring (the deck's own 500-slide limit still applies per slide). */
export const AI_MAX_SLIDES_PER_ANSWER = 30;

/** Spec doc 3 §8 messages. */
export const AI_MESSAGES = {
  greeting: 'What do you want to create today?',
  generated: 'Generated successfully!',
  stopped: 'Generation stopped.',
  failed: "I'm unable to complete your request right now. Would you mind trying again? 🥺",
} as const;

/** The spec names the request-limit modal but not its words; these say what happened and what is left to do. */
export const AI_LIMIT_MESSAGE = `You have used all ${AI_REQUEST_LIMIT} AI requests of your account.`;

/** Said by the server and every AI control when no provider is configured: how a self-hoster turns it on. */
export const AI_NOT_CONFIGURED_MESSAGE =
  'AI is not set up on this server. An administrator can enable it by setting AI_BASE_URL, AI_API_KEY and AI_MODEL (any OpenAI-compatible service, a local model server included; see the README).';

export const aiUsageStreamId = (userId: string) => `ai-usage-${userId}`;
