import type { DeckSlide } from '../../contracts/deck/read-model.js';
import type { AnswerValue } from '../../contracts/live/answers.js';
import { isQuizQuestionType } from '../../contracts/quiz/constants.js';
import {
  DIFFICULT_CORRECT_RATE,
  DIFFICULT_QUESTION_TYPES,
  REPORT_DISPLAY_FIELDS,
  engagementText,
  TOP_ENGAGING_SLIDES,
  type ParticipantAnswerRow,
  type PrivateFeedback,
  type ReportParticipant,
  type ReportSlide,
  type SessionReport,
  type SessionReportWithAnswers,
} from '../../contracts/reports/report.js';
import { effectiveSlideType } from '../../contracts/slides/slide-types.js';
import { endedQuestions, memberOf, memberRun } from '../leaderboard/fold-leaderboard.js';
import type { LeaderboardDocument, LeaderboardMember } from '../leaderboard/leaderboard.document.js';
import { rankMembers, rankTeams } from '../leaderboard/present-leaderboard.js';
import type { LiveResultsDocument } from '../live-results/live-results.document.js';
import { presentResults } from '../live-results/present-results.js';
import { reportContributions, type SessionContributions } from './report-contributions.js';
import type { ReportParticipantDocument } from './report-participant.document.js';
import type { SessionSummaryDocument } from './session-summary.document.js';

/** Slide types answered with AnswerSubmitted: the ones engagement is measured on. */
export const ANSWERED_SLIDE_TYPES: readonly string[] = ['poll', 'multipleChoice', 'pickImage', 'wordCloud', 'openEnded', 'scale', 'pickAnswer', 'imageChoice', 'typeAnswer', 'correctOrder', 'matchPairs', 'categorise'];

export type ReportDeckSlide = Pick<DeckSlide, 'id' | 'type' | 'slideType' | 'title' | 'order' | 'options' | 'addCorrectOption'> & Partial<Record<(typeof REPORT_DISPLAY_FIELDS)[number], unknown>>;

export interface ReportDeck {
  readonly id: string;
  readonly name: string;
  readonly slides: readonly ReportDeckSlide[];
}

/** Everything a session's report is computed from: the session's read models, each a pure fold of its log. */
export interface SessionFold extends SessionContributions {
  readonly summary: SessionSummaryDocument;
  /** Each person's answers are folded in from their stream only where reportNeedsEveryAnswer (or the caller) asks. */
  readonly participants: readonly ReportParticipantDocument[];
  readonly results: readonly LiveResultsDocument[];
  readonly leaderboard: LeaderboardDocument | null;
}

const effectiveType = (slide: ReportDeckSlide) => effectiveSlideType(slide.type, slide.slideType);

/** Options marked correct on a poll or multiple-choice slide with "add correct option" on; null otherwise. */
function pollKey(slide: ReportDeckSlide): ReadonlySet<string> | null {
  if (isQuizQuestionType(effectiveType(slide)) || !slide.addCorrectOption) return null;
  const correct = slide.options.filter((option) => option.correct).map((option) => option.id);
  return correct.length === 0 ? null : new Set(correct);
}

/** What scoring a slide's answers needs, worked out once per slide rather than once per answer. */
interface SlideScoring {
  readonly slide: ReportDeckSlide;
  readonly quiz: boolean;
  readonly key: ReadonlySet<string> | null;
}

const sameSet = (chosen: readonly string[], key: ReadonlySet<string>) => new Set(chosen).size === key.size && chosen.every((id) => key.has(id));

/** Quiz correctness comes from the leaderboard (the scorer's own reading); poll correctness from the options. */
function correctness(scoring: SlideScoring, member: LeaderboardMember | undefined, value: AnswerValue | null): boolean | null {
  if (scoring.quiz) {
    const scored = member?.answers[scoring.slide.id];
    return scored ? scored.of > 0 && scored.right === scored.of : null;
  }
  if (!scoring.key || value?.kind !== 'choice') return null;
  return sameSet(value.optionIds, scoring.key);
}

function slideCorrectRate(scoring: SlideScoring, fold: SessionFold, members: ReadonlyMap<string, LeaderboardMember>, respondents: number): number | null {
  if (respondents === 0 || (!scoring.quiz && !scoring.key)) return null;
  let answered = 0;
  let correct = 0;
  for (const participant of fold.participants) {
    // A poll counts each person's first answer; a quiz question has only one.
    const first = scoring.quiz ? null : (participant.answers.find((answer) => answer.slideId === scoring.slide.id)?.value ?? null);
    const right = correctness(scoring, members.get(participant.audienceId), first);
    if (right === null) continue;
    answered += 1;
    if (right) correct += 1;
  }
  return answered === 0 ? null : correct / answered;
}

const byOrderThenId = (a: ReportSlide, b: ReportSlide) => a.order - b.order;

const slidesInOrder = (deck: ReportDeck) => [...deck.slides].sort((a, b) => a.order - b.order);

function scoringsOf(ordered: readonly ReportDeckSlide[]): Map<string, SlideScoring> {
  return new Map(ordered.map((slide): [string, SlideScoring] => [slide.id, { slide, quiz: isQuizQuestionType(effectiveType(slide)), key: pollKey(slide) }]));
}

/**
 * Whether the report's figures need every person's answers: only a poll's correct rate does (each person's first
 * answer against the options marked correct); everything else comes from the session's read models.
 */
export function reportNeedsEveryAnswer(deck: ReportDeck): boolean {
  return deck.slides.some((slide) => pollKey(slide) !== null);
}

/** One person's answers in slide order, then by time, with correctness and quiz points (spec doc 3 §7 audience-info-report). */
export function participantAnswerRows(deck: ReportDeck, leaderboard: LeaderboardDocument | null, participant: ReportParticipantDocument): ParticipantAnswerRow[] {
  const scorings = scoringsOf(slidesInOrder(deck));
  const member = leaderboard ? memberOf(leaderboard, participant.audienceId) : undefined;
  return answerRows(scorings, member, leaderboard ? endedQuestions(leaderboard) : [], participant);
}

function answerRows(scorings: ReadonlyMap<string, SlideScoring>, member: LeaderboardMember | undefined, ended: ReturnType<typeof endedQuestions>, participant: ReportParticipantDocument): ParticipantAnswerRow[] {
  const run = member ? memberRun(member, ended) : null;
  return participant.answers
    .flatMap((answer) => {
      const scoring = scorings.get(answer.slideId);
      if (!scoring) return [];
      const { slide, quiz } = scoring;
      return [
        {
          slideId: slide.id,
          slideOrder: slide.order,
          slideTitle: slide.title ?? '',
          value: answer.value,
          correct: correctness(scoring, member, answer.value),
          points: quiz ? (run?.byQuestion[slide.id]?.points ?? 0) : null,
          submittedAt: answer.submittedAt,
        },
      ];
    })
    .sort((a, b) => a.slideOrder - b.slideOrder || (a.submittedAt < b.submittedAt ? -1 : a.submittedAt > b.submittedAt ? 1 : 0));
}

/** The report with each person's answers added: `fold` must hold every person's stream (the PDF export's fold). */
export function withEveryAnswer(deck: ReportDeck, fold: SessionFold, report: SessionReport): SessionReportWithAnswers {
  const people = new Map(fold.participants.map((participant) => [participant.audienceId, participant]));
  const scorings = scoringsOf(slidesInOrder(deck));
  const ended = fold.leaderboard ? endedQuestions(fold.leaderboard) : [];
  return {
    ...report,
    participants: report.participants.map((participant) => {
      const member = fold.leaderboard ? memberOf(fold.leaderboard, participant.audienceId) : undefined;
      return { ...participant, answers: answerRows(scorings, member, ended, people.get(participant.audienceId)!) };
    }),
  };
}

/**
 * The report of one session (spec doc 3 §3 Report, §5 engagement, difficult questions, top slides), as a pure
 * function of the session's folded state and the deck: the report page, the shared report and the exports
 * all read their figures from here.
 */
export function computeReport(deck: ReportDeck, fold: SessionFold): SessionReport {
  const { summary, leaderboard } = fold;
  const resultsBySlide = new Map(fold.results.map((document) => [document.slideId, document]));
  const people = new Map(fold.participants.map((participant) => [participant.audienceId, participant]));
  const audience = (audienceId: string) => {
    const person = people.get(audienceId);
    return person ? { name: person.name, emoji: person.emoji } : undefined;
  };
  const ordered = slidesInOrder(deck);
  const scorings = scoringsOf(ordered);
  const members = new Map<string, LeaderboardMember>();
  if (leaderboard) for (const participant of fold.participants) {
    const member = memberOf(leaderboard, participant.audienceId);
    if (member) members.set(participant.audienceId, member);
  }
  const contributions = reportContributions(
    ordered.map((slide) => ({ id: slide.id, type: effectiveType(slide), order: slide.order, title: slide.title ?? '' })),
    fold,
  );
  const slides: ReportSlide[] = ordered.map((slide) => {
    const document = resultsBySlide.get(slide.id);
    const type = effectiveType(slide);
    const gathers = type === 'question' || type === 'ideas';
    const responseCount = gathers ? contributions.contributorsOn(slide.id) : (document?.respondents ?? 0);
    return {
      slideId: slide.id,
      type: slide.type,
      slideType: slide.slideType,
      title: slide.title ?? '',
      order: slide.order,
      responseCount,
      correctRate: slideCorrectRate(scorings.get(slide.id)!, fold, members, responseCount),
      reactions: summary.reactionsBySlide[slide.id] ?? 0,
      results: document ? presentResults(document, { audience }) : null,
      options: slide.options.map((option) => ({ id: option.id, title: option.title, correct: option.correct })),
      display: Object.fromEntries(REPORT_DISPLAY_FIELDS.flatMap((field) => (slide[field] === undefined ? [] : [[field, slide[field]]]))),
      questions: type === 'question' ? contributions.questionsOn(slide.id) : null,
      ideas: type === 'ideas' ? contributions.ideasOn(slide.id) : null,
    };
  });
  const bySlideId = new Map(slides.map((slide) => [slide.slideId, slide]));

  const shownActivities = summary.shownSlideIds.flatMap((slideId) => {
    const slide = ordered.find((candidate) => candidate.id === slideId);
    return slide && ANSWERED_SLIDE_TYPES.includes(effectiveType(slide)) ? [bySlideId.get(slideId)!] : [];
  });
  const engagementRate =
    summary.participants === 0 || shownActivities.length === 0
      ? null
      : shownActivities.reduce((sum, slide) => sum + Math.min(1, slide.responseCount / summary.participants), 0) / shownActivities.length;

  const rated = slides.filter((slide) => slide.correctRate !== null);
  const difficultQuestions = rated
    .filter((slide) => DIFFICULT_QUESTION_TYPES.includes(effectiveSlideType(slide.type as DeckSlide['type'], slide.slideType as DeckSlide['slideType'])) && slide.correctRate! < DIFFICULT_CORRECT_RATE)
    .sort((a, b) => a.correctRate! - b.correctRate! || byOrderThenId(a, b));
  const averageCorrectRate = rated.length === 0 ? null : Math.round((100 * rated.reduce((sum, slide) => sum + slide.correctRate!, 0)) / rated.length);
  const engagement = (slide: ReportSlide) => slide.responseCount + slide.reactions;
  const topEngagingSlides = slides
    .filter((slide) => engagement(slide) > 0)
    .sort((a, b) => engagement(b) - engagement(a) || byOrderThenId(a, b))
    .slice(0, TOP_ENGAGING_SLIDES);

  const ranked = leaderboard ? rankMembers(leaderboard).entries : [];
  const participants: ReportParticipant[] = [...fold.participants]
    .sort((a, b) => (a.admittedAt < b.admittedAt ? -1 : a.admittedAt > b.admittedAt ? 1 : a.audienceId < b.audienceId ? -1 : 1))
    .map(({ audienceId, name, emoji, teamId }) => ({ audienceId, name, emoji, teamId, contributions: contributions.contributionsOf(audienceId), totalPoints: members.get(audienceId)?.totalPoints ?? 0 }));

  const privateFeedbacks: PrivateFeedback[] = fold.participants
    .flatMap((participant) => (participant.feedback ? [{ audienceId: participant.audienceId, name: participant.name, ...participant.feedback }] : []))
    .sort((a, b) => (a.givenAt < b.givenAt ? -1 : a.givenAt > b.givenAt ? 1 : 0));
  const averageRating = privateFeedbacks.length === 0 ? null : Math.round((10 * privateFeedbacks.reduce((sum, feedback) => sum + feedback.rating, 0)) / privateFeedbacks.length) / 10;

  return {
    sessionId: summary.sessionId,
    presentationId: summary.presentationId,
    presentationName: deck.name,
    startedAt: summary.startedAt,
    stoppedAt: summary.stoppedAt,
    summary: { participants: summary.participants, responses: summary.responses, reactions: summary.reactions, engagementRate, engagementText: engagementText(engagementRate) },
    slides,
    difficultQuestions,
    topEngagingSlides,
    averageCorrectRate,
    leaderboard: { individual: ranked, teams: leaderboard ? rankTeams(leaderboard) : [] },
    participants,
    questionsAcrossSlides: contributions.questionsAcrossSlides,
    chat: contributions.chat,
    privateFeedbacks,
    averageRating,
  };
}
