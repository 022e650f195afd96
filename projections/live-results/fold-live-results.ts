import type { AnswerValue } from '../../contracts/live/answers.js';
import type { ParticipantEvent, SessionEvent } from '../../contracts/live/events.js';
import { typedAnswerKey } from '../../contracts/quiz/typed-answer.js';
import type { HeldAnswer, LiveResultsDocument, Tally } from './live-results.document.js';
import { liveResultsDocumentId } from './live-results.document.js';

type Answer = Extract<ParticipantEvent, { type: 'AnswerSubmitted' }>['data'];
type WordRemoval = Extract<SessionEvent, { type: 'WordCloudWordRemoved' }>['data'];
type WordGrouping = Extract<SessionEvent, { type: 'WordCloudWordsGrouped' }>['data'];
type Moderation = Extract<SessionEvent, { type: 'AnswerApproved' | 'AnswerRejected' }>['data'];

export type LiveResultsEvent =
  | { type: 'AnswerSubmitted'; data: Answer; position: number }
  | { type: 'WordCloudWordRemoved'; data: WordRemoval; position: number }
  | { type: 'WordCloudWordsGrouped'; data: WordGrouping; position: number }
  | { type: 'AnswerApproved' | 'AnswerRejected'; data: Moderation; position: number };

function emptyTally(kind: AnswerValue['kind']): Tally {
  switch (kind) {
    case 'choice':
      return { kind, counts: {} };
    case 'words':
      return { kind, entries: 0, counts: {} };
    case 'text':
      return { kind, entries: [] };
    case 'rating':
      return { kind, statements: {} };
    case 'typed':
      return { kind, answers: {} };
    case 'order':
    case 'pairs':
    case 'categories':
      return { kind };
  }
}

const add = (counts: Readonly<Record<string, number>>, key: string, by = 1) => ({ ...counts, [key]: (counts[key] ?? 0) + by });

function tallyAnswer(tally: Tally, answer: Pick<Answer, 'answerId' | 'audienceId' | 'value' | 'submittedAt'>): Tally {
  const value = answer.value;
  if (tally.kind !== value.kind) return tally;
  switch (value.kind) {
    case 'choice': {
      const counts = value.optionIds.reduce((sum, optionId) => add(sum, optionId), (tally as Extract<Tally, { kind: 'choice' }>).counts);
      return { kind: 'choice', counts };
    }
    case 'words': {
      const current = tally as Extract<Tally, { kind: 'words' }>;
      return { ...current, entries: current.entries + value.words.length, counts: value.words.reduce((sum, word) => add(sum, word), current.counts) };
    }
    case 'text': {
      const current = tally as Extract<Tally, { kind: 'text' }>;
      const entry = { answerId: answer.answerId, audienceId: answer.audienceId, text: value.text, submittedAt: answer.submittedAt };
      return { kind: 'text', entries: [...current.entries, entry] };
    }
    case 'rating': {
      const statements = { ...(tally as Extract<Tally, { kind: 'rating' }>).statements };
      for (const [statementId, rating] of Object.entries(value.ratings)) {
        const previous = statements[statementId] ?? { count: 0, sum: 0, distribution: {} };
        statements[statementId] = { count: previous.count + 1, sum: previous.sum + rating, distribution: add(previous.distribution, String(rating)) };
      }
      return { kind: 'rating', statements };
    }
    case 'typed': {
      const answers = { ...(tally as Extract<Tally, { kind: 'typed' }>).answers };
      const key = typedAnswerKey(value.text);
      answers[key] = { text: answers[key]?.text ?? value.text, count: (answers[key]?.count ?? 0) + 1 };
      return { kind: 'typed', answers };
    }
    case 'order':
    case 'pairs':
    case 'categories':
      return tally;
  }
}

/**
 * One slide's results, folded answer by answer. The same function builds the in-memory live results and
 * the persisted read model, so a rebuild from the log gives exactly what the live run showed.
 */
export function foldLiveResults(document: LiveResultsDocument | null, event: LiveResultsEvent): LiveResultsDocument | null {
  switch (event.type) {
    case 'AnswerSubmitted': {
      const answer = event.data;
      const base: LiveResultsDocument = document ?? {
        id: liveResultsDocumentId(answer.sessionId, answer.slideId),
        sessionId: answer.sessionId,
        presentationId: answer.presentationId,
        slideId: answer.slideId,
        respondents: 0,
        lastPosition: 0,
        tally: emptyTally(answer.value.kind),
      };
      const respondents = base.respondents + (answer.firstForSlide ? 1 : 0);
      if (answer.held) {
        const held: HeldAnswer = { answerId: answer.answerId, audienceId: answer.audienceId, value: answer.value, submittedAt: answer.submittedAt };
        return { ...base, respondents, lastPosition: event.position, held: [...(base.held ?? []), held] };
      }
      return { ...base, respondents, lastPosition: event.position, tally: tallyAnswer(base.tally, answer) };
    }
    case 'AnswerApproved':
    case 'AnswerRejected': {
      const answer = document?.held?.find((candidate) => candidate.answerId === event.data.answerId);
      if (!document || !answer) return document;
      const held = document.held!.filter((candidate) => candidate !== answer);
      const tally = event.type === 'AnswerApproved' ? tallyAnswer(document.tally, answer) : document.tally;
      return { ...document, lastPosition: event.position, held, tally };
    }
    case 'WordCloudWordRemoved': {
      if (!document || document.tally.kind !== 'words') return document;
      const { [event.data.text]: removed = 0, ...counts } = document.tally.counts;
      return { ...document, lastPosition: event.position, tally: { ...document.tally, entries: document.tally.entries - removed, counts } };
    }
    // The latest grouping replaces the one before: the AI grouped every word there was.
    case 'WordCloudWordsGrouped': {
      if (!document || document.tally.kind !== 'words') return document;
      return { ...document, lastPosition: event.position, tally: { ...document.tally, groups: event.data.groups } };
    }
  }
}
