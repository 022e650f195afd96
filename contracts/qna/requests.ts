import { z } from 'zod';
import { QUESTION_MAX_LENGTH } from './constants.js';

const clientId = z.string().uuid();

/** 'qna:ask' from a phone. The questionId is the client's: a re-send is answered with the first result. */
export const askQuestionSchema = z.strictObject({
  questionId: clientId,
  text: z.string().trim().min(1, { message: 'Type your question first.' }).max(QUESTION_MAX_LENGTH),
  /** The slide the phone shows (null: none); the server checks it against the session. */
  slideId: z.string().min(1).max(64).nullable().optional(),
});
export type AskQuestion = z.infer<typeof askQuestionSchema>;

/** 'qna:upvote' from a phone: upvoted true casts the person's vote, false takes it back. */
export const upvoteQuestionSchema = z.strictObject({
  voteId: clientId,
  questionId: clientId,
  upvoted: z.boolean(),
});
export type UpvoteQuestion = z.infer<typeof upvoteQuestionSchema>;

export const MODERATION_ACTIONS = ['approve', 'dismiss', 'pin', 'unpin', 'markAnswered', 'undoAnswered', 'highlight', 'clearHighlight'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** 'qna:moderate' from the presenter; commandId is the client's, so a re-send is not applied twice. */
export const moderateQuestionSchema = z.strictObject({
  presentationId: z.string().uuid(),
  questionId: clientId,
  action: z.enum(MODERATION_ACTIONS),
  commandId: clientId,
});
export type ModerateQuestion = z.infer<typeof moderateQuestionSchema>;

/** 'qna:subscribe' / 'qna:unsubscribe': the presenter names the presentation; a phone sends nothing (its token names the session). */
export const qnaSubscribeSchema = z.strictObject({ presentationId: z.string().uuid().optional() });
