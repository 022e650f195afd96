import { z } from 'zod';
import { idSchema } from '../slides/common-schemas.js';

/** Groups one answer of the model may bring, and answers (or distinct words) it is asked to group at most. */
export const MAX_ANSWER_GROUPS = 12;
export const MAX_GROUPED_ITEMS = 500;
/** Fewer answers than this are nothing to group. */
export const MIN_GROUPED_ITEMS = 2;

/**
 * Spec doc 3 §7 POST /api/openai/group-open-ended/{slideId} and POST /api/slide/{slideId}/word-cloud-smart-grouping:
 * the running (or last) session's answers to the slide, grouped by meaning for the presenter. Only a word cloud with
 * "Group similar words" on keeps the grouping (its session's WordCloudWordsGrouped), for the stage and phones to show.
 */
export const groupAnswersRequestSchema = z.strictObject({ presentationId: idSchema });
export type GroupAnswersRequest = z.infer<typeof groupAnswersRequestSchema>;

/** One thing that was answered: an open-ended answer, or a word cloud word with how many gave it. */
export interface GroupedItem {
  readonly text: string;
  /** How many people it stands for (1 for an open-ended answer). */
  readonly count: number;
  /** The open-ended answer's id; absent for a word. */
  readonly answerId?: string;
}

export interface AnswerGroup {
  readonly title: string;
  /** The sum of its items' counts. */
  readonly count: number;
  readonly items: readonly GroupedItem[];
}

export interface AnswerGrouping {
  readonly slideId: string;
  /** Largest first. */
  readonly groups: readonly AnswerGroup[];
  /** What the model put in no group. */
  readonly ungrouped: readonly GroupedItem[];
}

/** The model's answer: groups of item numbers. */
export const answerGroupsSchema = z.strictObject({
  groups: z
    .array(z.strictObject({ title: z.string().trim().min(1).max(80), items: z.array(z.number().int().min(1)).min(1).max(MAX_GROUPED_ITEMS) }))
    .min(1)
    .max(MAX_ANSWER_GROUPS),
});
export type AnswerGroupsAnswer = z.infer<typeof answerGroupsSchema>;
export const answerGroupsJsonSchema = (): Record<string, unknown> => z.toJSONSchema(answerGroupsSchema, { target: 'draft-7' }) as Record<string, unknown>;

/** The spec names none of these; they say what happened. */
export const ANSWER_GROUPING_MESSAGES = {
  notEnough: 'There are not enough answers to group yet.',
  wrongSlide: 'Only open-ended and word cloud slides group their answers.',
  failed: 'The answers could not be grouped right now. Please try again.',
} as const;

/** "Group similar words": the presenting screen asks for a grouping once the word cloud's words have not changed for this long. */
export const SMART_GROUPING_SETTLE_MS = 5000;
