import type { Logger } from '@nestjs/common';
import type { AiProvider } from '../../infrastructure/ai/ai-provider.port.js';

/** A single short answer (options, a rewrite) is waited for at most this long. */
const ANSWER_TIMEOUT_MS = 120_000;
/** An invalid answer is asked for once more (issue 27). */
const ATTEMPTS = 2;

export interface StructuredQuestion<T> {
  readonly system: string;
  readonly user: string;
  readonly schemaName: string;
  readonly schema: Record<string, unknown>;
  /** The answer as the caller can use it, or null when it is not. */
  readonly accept: (answer: unknown) => T | null;
}

/** Asks for one JSON answer, twice at most; null when neither answer was usable or the provider failed. */
export async function askStructured<T>(provider: AiProvider, question: StructuredQuestion<T>, logger: Logger): Promise<T | null> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    let text = '';
    try {
      const chunks = provider.streamStructured({ ...question, signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) });
      for await (const chunk of chunks) text += chunk;
    } catch (error) {
      logger.error(`No response from OpenAI (${question.schemaName}): ${(error as Error).message}`);
      return null;
    }
    const accepted = question.accept(parseJson(text));
    if (accepted !== null) return accepted;
    logger.warn(`AI answer for ${question.schemaName} ${attempt} was invalid`);
  }
  return null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
