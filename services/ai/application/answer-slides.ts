import { JSONParser } from '@streamparser/json';
import { AI_MAX_ANSWER_CHARS, AI_MAX_SLIDES_PER_ANSWER } from '../../../contracts/ai/constants.js';
import { generatedSlideSchema, type GeneratedSlide } from '../../../contracts/ai/generated-slides.js';

/** What a streamed answer brings: each whole slide as soon as it closes, or why the answer is not a deck. */
export type AnswerItem = { readonly kind: 'slide'; readonly slide: GeneratedSlide } | { readonly kind: 'invalid'; readonly reason: string };

/**
 * Reads the model's JSON as it streams: every element of `slides` is validated against the contract the moment
 * its closing brace arrives, so a stream cut short never yields half a slide. The first invalid thing ends the answer.
 */
export async function* slidesFromAnswer(chunks: AsyncIterable<string>): AsyncGenerator<AnswerItem> {
  const parser = new JSONParser({ paths: ['$.slides.*'], keepStack: false });
  const closed: unknown[] = [];
  parser.onValue = ({ value }) => closed.push(value);
  // The parser ends by itself when the top-level value closes; only trailing whitespace may follow.
  let ended = false;
  parser.onEnd = () => {
    ended = true;
  };
  let characters = 0;
  let slides = 0;
  const drain = function* (): Generator<AnswerItem, boolean> {
    for (const value of closed.splice(0)) {
      const parsed = generatedSlideSchema.safeParse(value);
      if (!parsed.success) {
        yield { kind: 'invalid', reason: `slide ${slides + 1}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}` };
        return false;
      }
      slides += 1;
      yield { kind: 'slide', slide: parsed.data };
      if (slides >= AI_MAX_SLIDES_PER_ANSWER) return false;
    }
    return true;
  };
  // Errors of the stream itself (the provider, Stop) go to the caller; only what the parser refuses makes it invalid.
  const notJson = (error: unknown): AnswerItem => ({ kind: 'invalid', reason: `not JSON: ${(error as Error).message}` });
  for await (const chunk of chunks) {
    characters += chunk.length;
    if (characters > AI_MAX_ANSWER_CHARS) {
      yield { kind: 'invalid', reason: `longer than ${AI_MAX_ANSWER_CHARS} characters` };
      return;
    }
    if (ended) {
      if (chunk.trim() === '') continue;
      yield { kind: 'invalid', reason: 'text after the JSON' };
      return;
    }
    try {
      parser.write(chunk);
    } catch (error) {
      yield notJson(error);
      return;
    }
    if (!(yield* drain())) return;
  }
  try {
    if (!ended) parser.end();
  } catch (error) {
    yield notJson(error);
    return;
  }
  if (!(yield* drain())) return;
  if (slides === 0) yield { kind: 'invalid', reason: 'no slides' };
}

export function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'APIUserAbortError');
}
