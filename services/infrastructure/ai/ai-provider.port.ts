/** A chat model asked for an answer in a JSON schema, streamed as text as it is written. */
export interface StructuredChatRequest {
  readonly system: string;
  readonly user: string;
  readonly schemaName: string;
  readonly schema: Record<string, unknown>;
  /** Aborting ends the stream (Stop); what arrived before stays the caller's. */
  readonly signal: AbortSignal;
}

export interface AiProvider {
  streamStructured(request: StructuredChatRequest): AsyncIterable<string>;
}

/** Resolves to null when no provider is configured: every AI control then says how to enable it. */
export const AI_PROVIDER = Symbol('AI_PROVIDER');
