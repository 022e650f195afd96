/** One AI request counted against its user's cap (spec doc 3 §3 slideGeneratorRequestCount), on `ai-usage-{userId}`. */
export type AiUsageEvent = {
  type: 'AiGenerationRequested';
  data: { userId: string; requestId: string; presentationId: string; requestedAt: string };
};
