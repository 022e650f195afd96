import { MAX_SHEET_QUESTIONS, QUIZ_SHEET_COLUMNS, QUIZ_SHEET_OPTION_COLUMNS } from '../../../contracts/imports/sheet-import.js';
import type { SlideCommand } from '../../../contracts/slides/commands.js';
import { QUIZ_MAX_TIME_LIMIT_SECONDS, QUIZ_MIN_TIME_LIMIT_SECONDS } from '../../../contracts/slides/constants.js';
import type { FieldIssue } from '../../../contracts/errors/error-body.js';
import type { ParsedSheetRow } from './parsed-document.js';

type AddSlide = Extract<SlideCommand, { type: 'AddSlide' }>;

export interface QuizSheetQuestion {
  readonly question: string;
  readonly options: readonly { readonly title: string; readonly correct: boolean }[];
  readonly timeLimit: number | null;
}

export type QuizSheetReading = { readonly ok: true; readonly questions: QuizSheetQuestion[] } | { readonly ok: false; readonly issues: FieldIssue[] };

const CORRECT_COLUMN = 1 + QUIZ_SHEET_OPTION_COLUMNS;
const TIME_COLUMN = CORRECT_COLUMN + 1;

/**
 * The template's rows as quiz questions: the first row is the header, blank rows are skipped, every other row needs
 * a question, at least two options and correct options by number ("1" or "1, 3"). Every wrong cell is reported.
 */
export function readQuizSheet(rows: readonly ParsedSheetRow[]): QuizSheetReading {
  const issues: FieldIssue[] = [];
  const questions: QuizSheetQuestion[] = [];
  const [header, ...body] = rows;
  if (!header || header.cells[0]?.trim().toLowerCase() !== QUIZ_SHEET_COLUMNS[0].toLowerCase()) {
    return { ok: false, issues: [{ path: 'file', message: `The first row must be the template's header (${QUIZ_SHEET_COLUMNS.join(', ')}).` }] };
  }
  for (const { row, cells } of body) {
    const cell = (index: number) => (cells[index] ?? '').trim();
    if (cells.every((value) => value.trim() === '')) continue;
    const at = (column: string) => `rows[${row}].${column}`;
    const question = cell(0);
    if (!question) issues.push({ path: at('question'), message: 'Required' });
    const titles = Array.from({ length: QUIZ_SHEET_OPTION_COLUMNS }, (_, index) => cell(1 + index));
    const filled = titles.map((title, index) => ({ title, number: index + 1 })).filter((option) => option.title !== '');
    if (filled.length < 2) issues.push({ path: at('options'), message: 'At least two options are needed' });
    const correctNumbers = cell(CORRECT_COLUMN).split(/[,;\s]+/).filter(Boolean).map(Number);
    if (correctNumbers.length === 0 || correctNumbers.some((number) => !filled.some((option) => option.number === number))) {
      issues.push({ path: at('correctOptions'), message: 'Give the numbers of filled options, e.g. 1 or 1, 3' });
    }
    const timeText = cell(TIME_COLUMN);
    const timeLimit = timeText === '' ? null : Number(timeText);
    if (timeLimit !== null && !(Number.isInteger(timeLimit) && timeLimit >= QUIZ_MIN_TIME_LIMIT_SECONDS && timeLimit <= QUIZ_MAX_TIME_LIMIT_SECONDS)) {
      issues.push({ path: at('timeLimit'), message: `A whole number of seconds from ${QUIZ_MIN_TIME_LIMIT_SECONDS} to ${QUIZ_MAX_TIME_LIMIT_SECONDS}` });
    }
    questions.push({ question, options: filled.map((option) => ({ title: option.title, correct: correctNumbers.includes(option.number) })), timeLimit });
  }
  if (questions.length === 0 && issues.length === 0) issues.push({ path: 'file', message: 'The sheet has no questions.' });
  if (questions.length > MAX_SHEET_QUESTIONS) issues.push({ path: 'file', message: `At most ${MAX_SHEET_QUESTIONS} questions.` });
  return issues.length > 0 ? { ok: false, issues } : { ok: true, questions };
}

/** A question as the AddSlide an editor would send: a quiz question (pickAnswer) with its options marked. */
export function quizQuestionCommand(presentationId: string, insertAfter: string | undefined, question: QuizSheetQuestion): AddSlide {
  return {
    type: 'AddSlide',
    data: {
      presentationId,
      type: 'pickAnswer',
      ...(insertAfter ? { insertAfter } : {}),
      fields: { title: question.question, ...(question.timeLimit !== null ? { timeLimit: question.timeLimit } : {}) },
      options: question.options.map((option) => ({ title: option.title, correct: option.correct })),
    },
  };
}
