import { format } from '@fast-csv/format';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { QnaQuestionDocument } from '../../../projections/qna/qna.document.js';
import { participantsWithAnswers } from './participant-answer-rows.js';
import { inertCell, type SessionExportData } from './session-export-data.js';

const ANSWER_HEADERS = ['Participant', 'Team', 'Slide number', 'Slide', 'Type', 'Answer', 'Correct', 'Points', 'Submitted at'];
const QNA_HEADERS = ['Question', 'Asked by', 'Slide', 'Upvotes', 'Status', 'Answered', 'Pinned', 'Asked at'];

/** Every answer of the session, one row each: people in admission order, their answers in slide order. */
export async function writeAnswersCsv(data: SessionExportData, output: Writable, progress: (done: number) => void): Promise<void> {
  const csv = format({ headers: ANSWER_HEADERS, writeBOM: true });
  const written = pipeline(csv, output);
  let done = 0;
  for await (const { member, rows } of participantsWithAnswers(data)) {
    for (const row of rows) {
      const cells = [inertCell(member.name), member.teamId ?? '', row.slideNumber, inertCell(row.slideTitle), row.slideType, inertCell(row.answer), row.correct, row.points, row.submittedAt];
      if (!csv.write(cells)) await new Promise((resolve) => csv.once('drain', resolve));
    }
    progress(++done / Math.max(1, data.members.length));
  }
  csv.end();
  await written;
}

/** The session's Q&A questions, oldest first. */
export async function writeQnaCsv(questions: readonly QnaQuestionDocument[], slideTitle: (slideId: string) => string, output: Writable): Promise<void> {
  const csv = format({ headers: QNA_HEADERS, writeBOM: true });
  const done = pipeline(csv, output);
  for (const question of [...questions].sort((a, b) => a.createdAt.localeCompare(b.createdAt))) {
    csv.write([
      inertCell(question.text),
      inertCell(question.name ?? ''),
      question.slideId === null ? '' : inertCell(slideTitle(question.slideId)),
      question.voteCount,
      question.status,
      question.answered ? 'yes' : 'no',
      question.pinned ? 'yes' : 'no',
      question.createdAt,
    ]);
  }
  csv.end();
  await done;
}
