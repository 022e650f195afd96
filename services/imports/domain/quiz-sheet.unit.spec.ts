import { QUIZ_SHEET_COLUMNS } from '../../../contracts/imports/sheet-import.js';
import { quizQuestionCommand, readQuizSheet } from './quiz-sheet.js';

const header = { row: 1, cells: [...QUIZ_SHEET_COLUMNS] };
const row = (number: number, ...cells: string[]) => ({ row: number, cells });

describe('reading the quiz template (issue 27 import sheet)', () => {
  it('reads questions, their filled options in order, the correct ones by number, and an optional time limit', () => {
    expect(readQuizSheet([header, row(2, 'Capital of Italy?', 'Rome', '', 'Milan', '', '', '', '1', '15'), row(3), row(4, 'Pick two', 'a', 'b', 'c', '', '', '', '2;3', '')])).toEqual({
      ok: true,
      questions: [
        { question: 'Capital of Italy?', options: [{ title: 'Rome', correct: true }, { title: 'Milan', correct: false }], timeLimit: 15 },
        { question: 'Pick two', options: [{ title: 'a', correct: false }, { title: 'b', correct: true }, { title: 'c', correct: true }], timeLimit: null },
      ],
    });
  });

  it('refuses a sheet without the header, one without questions, and a correct number that names an empty option', () => {
    expect(readQuizSheet([row(1, 'Name', 'Email')])).toMatchObject({ ok: false, issues: [{ path: 'file' }] });
    expect(readQuizSheet([header])).toEqual({ ok: false, issues: [{ path: 'file', message: 'The sheet has no questions.' }] });
    expect(readQuizSheet([header, row(2, 'Q?', 'A', '', 'C', '', '', '', '2', '')])).toEqual({
      ok: false,
      issues: [{ path: 'rows[2].correctOptions', message: 'Give the numbers of filled options, e.g. 1 or 1, 3' }],
    });
  });

  it('makes each question an ordinary AddSlide of a quiz question, after the previous one', () => {
    expect(quizQuestionCommand('deck', 'previous', { question: 'Q?', options: [{ title: 'A', correct: true }], timeLimit: null })).toEqual({
      type: 'AddSlide',
      data: { presentationId: 'deck', type: 'pickAnswer', insertAfter: 'previous', fields: { title: 'Q?' }, options: [{ title: 'A', correct: true }] },
    });
  });
});
