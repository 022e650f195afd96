import type { DeckDocument } from '../../../contracts/deck/read-model.js';
import { AUDIENCE_QUESTION_WINDOW } from '../../../contracts/qna/constants.js';
import type { QnaQuestion, QnaSettings } from '../../../contracts/qna/question.js';
import type { AudienceQnaList, MyQnaState, QnaSummary } from '../../../contracts/qna/socket-protocol.js';
import type { QnaQuestionDocument } from '../../../projections/qna/qna.document.js';
import { isProfane } from '../../live/application/profanity.js';
import { countsAsApproved, currentQuestionId, isPending, maskProfanity, sortQuestions, visibleToAudience } from '../domain/qna-rules.js';
import type { SessionQna } from './qna.view.js';

/** The deck's Q&A switches (defaults when the deck is not known). */
export function qnaSettingsOf(deck: DeckDocument | null): QnaSettings {
  const settings = deck?.settings;
  return {
    allSlides: settings?.qnaAllSlide ?? false,
    anonymous: settings?.qnaAnonymous ?? false,
    audienceShowAll: settings?.qnaAudienceShowAll ?? true,
    moderation: settings?.isModerationMode ?? false,
  };
}

/** What the screens depend on besides the questions: a change of any of these re-sends whole lists. */
export interface QnaLook {
  readonly settings: QnaSettings;
  readonly filterProfanity: boolean;
}

export function qnaLookOf(deck: DeckDocument | null): QnaLook {
  return { settings: qnaSettingsOf(deck), filterProfanity: deck?.settings.filteringProfanity ?? false };
}

export const lookKey = (look: QnaLook) =>
  `${+look.settings.allSlides}${+look.settings.anonymous}${+look.settings.audienceShowAll}${+look.settings.moderation}${+look.filterProfanity}`;

/** A question as the screens show it: no audience id; profane words masked when the filter is on. */
export function questionRow(document: QnaQuestionDocument, filterProfanity: boolean): QnaQuestion {
  return {
    id: document.questionId,
    text: filterProfanity ? maskProfanity(document.text, isProfane) : document.text,
    name: document.name,
    slideId: document.slideId,
    createdAt: document.createdAt,
    status: document.status,
    answered: document.answered,
    answeredTimestamp: document.answeredTimestamp,
    pinned: document.pinned,
    voteCount: document.voteCount,
  };
}

/** Spec doc 2 §4 "Q&A counting" over a session's questions. */
export function summarise(qna: SessionQna, settings: QnaSettings): QnaSummary {
  let counted = 0;
  let pending = 0;
  let answered = 0;
  let dismissed = 0;
  for (const question of qna.questions.values()) {
    if (countsAsApproved(question, settings.moderation)) counted += 1;
    if (isPending(question, settings.moderation)) pending += 1;
    if (question.answered && question.status !== 'dismissed') answered += 1;
    if (question.status === 'dismissed') dismissed += 1;
  }
  return {
    counted,
    pending,
    answered,
    dismissed,
    currentQuestionId: currentQuestionId(qna.questions.values(), settings.moderation, (question) => question.questionId),
    highlightedQuestionId: qna.session?.highlightedQuestionId ?? null,
  };
}

/**
 * What every phone may see (the questions that are not its own), windowed: the top and the most recent
 * AUDIENCE_QUESTION_WINDOW, and the pinned, highlighted and current ones, so a list of thousands is not sent
 * to thousands of phones.
 */
export function audienceList(sessionId: string, qna: SessionQna, look: QnaLook, summary: QnaSummary): AudienceQnaList {
  const visible = [...qna.questions.values()].filter((question) => visibleToAudience(question, look.settings, false));
  const rows = visible.map((question) => questionRow(question, look.filterProfanity));
  const shown = new Set<QnaQuestion>();
  for (const order of ['top', 'recent'] as const) for (const row of sortQuestions(rows, order).slice(0, AUDIENCE_QUESTION_WINDOW)) shown.add(row);
  for (const row of rows) if (row.pinned || row.id === summary.highlightedQuestionId || row.id === summary.currentQuestionId) shown.add(row);
  return {
    sessionId,
    settings: look.settings,
    questions: [...shown],
    visible: visible.length,
    currentQuestionId: summary.currentQuestionId,
    highlightedQuestionId: summary.highlightedQuestionId,
  };
}

/** One person's own questions; dismissed ones are gone for them too. */
export function myQna(sessionId: string, qna: SessionQna, audienceId: string, filterProfanity: boolean): MyQnaState {
  const questions = (qna.byAuthor.get(audienceId) ?? []).flatMap((questionId) => {
    const question = qna.questions.get(questionId);
    return question && question.status !== 'dismissed' ? [questionRow(question, filterProfanity)] : [];
  });
  return { sessionId, questions };
}

/** Whether a deck has Q&A at all: a Q&A slide, or Q&A on every slide. */
export function deckHasQna(deck: DeckDocument | null): boolean {
  return deck !== null && (deck.settings.qnaAllSlide || deck.slides.some((slide) => slide.type === 'question'));
}
