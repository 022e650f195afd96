import { quizQuestionType, type QuizQuestionType } from '../../../../contracts/quiz/constants.js';
import type { QuizStatePayload } from '../../../../contracts/quiz/socket-protocol.js';
import { PICK_ANSWER_SLIDE_TYPES, SLIDE_TYPES, type SecondarySlideType, type SlideType } from '../../../../contracts/slides/slide-types.js';

const isSlideType = (type: string): type is SlideType => (SLIDE_TYPES as readonly string[]).includes(type);
const secondaryOf = (slideType: string | null): SecondarySlideType =>
  slideType !== null && (PICK_ANSWER_SLIDE_TYPES as readonly string[]).includes(slideType) ? (slideType as SecondarySlideType) : null;

/** What a slide is to the quiz screens: a question, the leaderboard, or neither. */
export type QuizSlideRole = { readonly role: 'question'; readonly type: QuizQuestionType } | { readonly role: 'leaderboard' } | null;

export function quizSlideRole(slide: { readonly type: string; readonly slideType: string | null }): QuizSlideRole {
  if (slide.type === 'leaderboard') return { role: 'leaderboard' };
  if (!isSlideType(slide.type)) return null;
  const type = quizQuestionType(slide.type, secondaryOf(slide.slideType));
  return type ? { role: 'question', type } : null;
}

type OrderedSlide = { readonly id: string; readonly order: number; readonly type: string; readonly slideType: string | null };

/** The quiz's end: a leaderboard slide with at least one question before it and none after it (the podium shows there). */
export function isFinalLeaderboard(slides: readonly OrderedSlide[], slideId: string): boolean {
  const ordered = [...slides].sort((a, b) => a.order - b.order);
  const at = ordered.findIndex((slide) => slide.id === slideId);
  if (at < 0 || ordered[at]!.type !== 'leaderboard') return false;
  const isQuestion = (slide: OrderedSlide) => quizSlideRole(slide)?.role === 'question';
  return ordered.slice(0, at).some(isQuestion) && !ordered.slice(at + 1).some(isQuestion);
}

/**
 * Whether a state should replace the one shown. States come from the socket and from the answers to the presenter's
 * own steps, and may cross on the way: the one the server made later (its serverNow) wins.
 */
export function isNewerState(shown: QuizStatePayload | null, next: QuizStatePayload): boolean {
  if (!shown) return true;
  if (shown.sessionId !== next.sessionId) return true;
  const before = Date.parse(shown.serverNow);
  const after = Date.parse(next.serverNow);
  if (!Number.isFinite(before) || !Number.isFinite(after)) return true;
  return after >= before;
}

/** The presenter's step on Enter or Space (spec doc 1 §2, doc 2 §2), or null when the quiz has none to take. */
export type QuizStep = 'start' | 'continue';

export function quizStepFor(state: QuizStatePayload | null, slideId: string | null): QuizStep | null {
  if (!state || slideId === null || state.slideId !== slideId || state.stage === null) return null;
  switch (state.stage) {
    case 'lobby':
      return 'start';
    case 'rule':
    case 'countdown':
    case 'question':
      return 'continue';
    case 'result':
      // Revealed: the quiz is done with this slide and the next key moves on.
      return state.revealed ? null : 'continue';
    default:
      return null;
  }
}

/** The quiz music plays on the quiz's own screens while the deck's music flag is on, unless the presenter muted it. */
export function musicPlaying(state: QuizStatePayload | null, slideId: string | null, muted: boolean): boolean {
  if (muted || !state?.music || slideId === null || state.slideId !== slideId) return false;
  return state.stage === 'lobby' || state.stage === 'rule' || state.stage === 'countdown' || state.stage === 'question';
}
