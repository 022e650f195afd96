import { z } from 'zod';
import { idSchema } from '../slides/common-schemas.js';

/** Spec doc 3 §9: the editor checks a deck's spelling 10 s after its last change. */
export const SPELLCHECK_DEBOUNCE_MS = 10_000;
/** Misspellings one batch dismiss may carry (the check itself reports at most this many). */
export const MAX_MISSPELLINGS = 200;
/** Words either side of a misspelled word in its partialPhrase (the context a dismissal is remembered by). */
export const SPELLING_CONTEXT_WORDS = 3;

const word = z.string().trim().min(1).max(100);

/** Spec doc 3 §7 "presentation:check-spelling {presentationId}". */
export const checkSpellingRequestSchema = z.strictObject({ presentationId: idSchema });
export type CheckSpellingRequest = z.infer<typeof checkSpellingRequestSchema>;

/** Spec doc 3 §7 "dismiss carries word, suggestions, context". */
export const misspellDismissalSchema = z.strictObject({
  word,
  suggestions: z.array(word).max(10),
  context: z.string().max(1000),
});
export type MisspellDismissal = z.infer<typeof misspellDismissalSchema>;

export const dismissMisspelledRequestSchema = z.strictObject({ presentationId: idSchema, misspell: misspellDismissalSchema });
export type DismissMisspelledRequest = z.infer<typeof dismissMisspelledRequestSchema>;

export const batchDismissMisspelledRequestSchema = z.strictObject({
  presentationId: idSchema,
  misspellings: z.array(misspellDismissalSchema).min(1).max(MAX_MISSPELLINGS),
});
export type BatchDismissMisspelledRequest = z.infer<typeof batchDismissMisspelledRequestSchema>;

/** Which text a misspelling is in, so its correction is the ordinary slide or option edit. */
export type SpellingPlace =
  | { readonly kind: 'slide'; readonly field: SpellableSlideField }
  | { readonly kind: 'option'; readonly optionId: string };
export const SPELLABLE_SLIDE_FIELDS = ['title', 'subheading', 'description'] as const;
export type SpellableSlideField = (typeof SPELLABLE_SLIDE_FIELDS)[number];

/** Spec doc 3 §3 Misspelling: id (mapping id), slideId, partialPhrase, misspelledWord, corrections, activeCorrectionIndex, words. */
export interface Misspelling {
  readonly id: string;
  readonly slideId: string;
  readonly place: SpellingPlace;
  readonly partialPhrase: string;
  readonly misspelledWord: string;
  readonly corrections: readonly string[];
  readonly activeCorrectionIndex: number;
  /** The words of the partialPhrase. */
  readonly words: readonly string[];
}

export interface SpellcheckResult {
  readonly misspellings: readonly Misspelling[];
}

/** The model's answer: for each numbered text, the words it thinks misspelled and their corrections. */
export const spellingAnswerSchema = z.strictObject({
  misspellings: z
    .array(
      z.strictObject({
        text: z.number().int().min(1),
        word: z.string().min(1).max(100),
        corrections: z.array(z.string().min(1).max(100)).min(1).max(5),
      }),
    )
    .max(MAX_MISSPELLINGS),
});
export type SpellingAnswer = z.infer<typeof spellingAnswerSchema>;
export const spellingAnswerJsonSchema = (): Record<string, unknown> => z.toJSONSchema(spellingAnswerSchema, { target: 'draft-7' }) as Record<string, unknown>;

/** On `spelling-dismissals-{presentationId}`: words the deck's editors said are spelled as meant, each in its context. */
export type SpellingDismissalEvent = {
  type: 'MisspellingsDismissed';
  data: { presentationId: string; misspellings: MisspellDismissal[]; dismissedAt: string };
};

export const spellingDismissalsStreamId = (presentationId: string) => `spelling-dismissals-${presentationId}`;

/** The spec names no spellcheck messages; these say what happened. */
export const SPELLCHECK_MESSAGES = {
  failed: 'Spelling could not be checked right now. Please try again.',
  dismissed: 'Dismissed.',
} as const;
