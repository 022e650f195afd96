/** The AI provider, read from AI_BASE_URL, AI_API_KEY and AI_MODEL; null (AI off) without a model. */
export interface AiSettings {
  /** Unset: OpenAI's own address. */
  readonly baseUrl: string | undefined;
  readonly apiKey: string;
  readonly model: string;
}

/** Local OpenAI-compatible servers take no key, but the SDK insists on one. */
const NO_KEY = 'no-key';

export function loadAiSettings(env: NodeJS.ProcessEnv): AiSettings | null {
  const model = env.AI_MODEL?.trim();
  const baseUrl = env.AI_BASE_URL?.trim() || undefined;
  const apiKey = env.AI_API_KEY?.trim();
  if (!model) {
    if (baseUrl || apiKey) throw new Error('AI_MODEL must name the model when AI_BASE_URL or AI_API_KEY is set');
    return null;
  }
  if (baseUrl && !/^https?:\/\/[^/]+/.test(baseUrl)) throw new Error(`AI_BASE_URL must be an http(s) address, got ${baseUrl}`);
  if (!baseUrl && !apiKey) throw new Error('AI_API_KEY is needed for OpenAI itself (or set AI_BASE_URL to a local OpenAI-compatible server)');
  return { baseUrl, apiKey: apiKey || NO_KEY, model };
}
