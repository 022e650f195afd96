import { z } from 'zod';
import { OPEN_ENDED_MAX_LENGTH } from './constants.js';

const answerId = z.string().min(1).max(64);
/** Match pairs and categorise answers map ids to ids; a question has at most 8 categories of 20 items. */
const idMap = z.record(answerId, answerId).refine((map) => Object.keys(map).length <= 200, { message: 'Too many entries' });

/** What an audience member sends for one slide, by the kind of activity. */
export const answerValueSchema = z.discriminatedUnion('kind', [
  /** poll, multipleChoice, pickAnswer, imageChoice: the chosen option ids (limitChoice bounds them). */
  z.strictObject({ kind: z.literal('choice'), optionIds: z.array(z.string().min(1).max(64)).min(1).max(8) }),
  /** wordCloud: one or more entries (entriesPerParticipant bounds the total per person). */
  z.strictObject({ kind: z.literal('words'), words: z.array(z.string().max(200)).min(1).max(10) }),
  /** openEnded */
  z.strictObject({ kind: z.literal('text'), text: z.string().trim().min(1).max(OPEN_ENDED_MAX_LENGTH) }),
  /** scale: a rating per statement (option id -> rating within the slide's scale). */
  z.strictObject({ kind: z.literal('rating'), ratings: z.record(z.string().min(1).max(64), z.number().int().min(0).max(10)) }),
  /** correctOrder quiz: every item id of the question, in the order the person put them. */
  z.strictObject({ kind: z.literal('order'), optionIds: z.array(answerId).min(1).max(20) }),
  /** matchPairs quiz: left option id -> the right-hand item id the person matched to it. */
  z.strictObject({ kind: z.literal('pairs'), pairs: idMap }),
  /** categorise quiz: item id -> the category id the person put it in. */
  z.strictObject({ kind: z.literal('categories'), items: idMap }),
  /** typeAnswer quiz. (pickAnswer and imageChoice quizzes answer with 'choice'.) */
  z.strictObject({ kind: z.literal('typed'), text: z.string().trim().min(1).max(200) }),
]);
export type AnswerValue = z.infer<typeof answerValueSchema>;

export const submitAnswerSchema = z.strictObject({
  /** Chosen by the client (a UUID); re-sending it is answered with the first result, never counted twice. */
  answerId: z.string().uuid(),
  slideId: z.string().min(1).max(64),
  value: answerValueSchema,
});
export type SubmitAnswer = z.infer<typeof submitAnswerSchema>;
