import type { DeckDocument, DeckSlide } from '../../../contracts/deck/read-model.js';
import { QUIZ_FALLBACK_TIME_LIMIT_SECONDS, quizQuestionType } from '../../../contracts/quiz/constants.js';
import type { QuestionSource } from '../domain/question-setup.js';
import type { QuizSettings } from '../domain/quiz.decider.js';

/** The quiz question a deck slide plays as, or null for a slide that is no quiz question. */
export function questionSource(slide: DeckSlide): QuestionSource | null {
  const slideType = quizQuestionType(slide.type, slide.slideType);
  if (slideType === null) return null;
  return {
    slideId: slide.id,
    slideType,
    timeLimitSeconds: slide.timeLimit ?? QUIZ_FALLBACK_TIME_LIMIT_SECONDS,
    options: slide.options.map((option) => ({ id: option.id, title: option.title, image: option.image, correct: option.correct })),
    multipleChoice: slide.multipleChoice ?? false,
    matching: (slide.matchingQuestionOptions ?? []).map((match) => ({ optionId: match.optionId, title: match.title, image: match.image })),
    categories: (slide.categories ?? []).map((category) => ({
      id: category.id,
      title: category.value,
      items: category.options.map((option) => option.value).filter((value) => value.trim() !== ''),
    })),
    accepted: [slide.correctQuizTypeAnswer ?? '', ...(slide.otherCorrectQuiz ?? [])],
  };
}

export function quizSettings(deck: DeckDocument): QuizSettings {
  return {
    enableQuizCountdown: deck.settings.enableQuizCountdown,
    manualRevealCorrectAnswers: deck.settings.manualRevealCorrectAnswers,
    teamScoringRule: deck.settings.teamScoringRule,
  };
}

/** Spec doc 2 §4: moving to a slide earlier in the deck than the one before it. */
export function isBackwards(deck: DeckDocument, fromSlideId: string | null, toSlideId: string | null): boolean {
  const from = deck.slides.find((slide) => slide.id === fromSlideId);
  const to = deck.slides.find((slide) => slide.id === toSlideId);
  return from !== undefined && to !== undefined && to.order < from.order;
}

export const slideOf = (deck: DeckDocument, slideId: string | null) => deck.slides.find((slide) => slide.id === slideId) ?? null;
