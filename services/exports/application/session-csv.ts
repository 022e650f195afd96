import { format } from '@fast-csv/format';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { QnaQuestionDocument } from '../../../projections/qna/qna.document.js';
import { describeAnswer, inertCell, type SessionExportData } from './session-export-data.js';
import { SessionScores } from './participant-scores.js';

const ANSWER_HEADERS = ['Participant', 'Team', 'Slide number', 'Slide', 'Type', 'Answer', 'Correct', 'Points', 'Submitted at'];
const QNA_HEADERS = ['Question', 'Asked by', 'Slide', 'Upvotes', 'Status', 'Answered', 'Pinned', 'Asked at'];

/** Every answer of the session, one row each: people in admission order, their answers in slide order. */
export async function writeAnswersCsv(data: SessionExportData, output: Writable, progress: (done: number) => void): Promise<void> {
  const csv = format({ headers: ANSWER_HEADERS, writeBOM: true });
  const done = pipeline(csv, output);
  const scores = new SessionScores(data.leaderboard);
  const order = new Map(data.slides.map((slide, index) => [slide.id, index]));
  for (const [index, member] of data.members.entries()) {
    const score = scores.of(member.audienceId);
    const answers = [...(await data.answersOf(member.audienceId))].sort((a, b) => order.get(a.slideId)! - order.get(b.slideId)! || a.submittedAt.localeCompare(b.submittedAt));
    for (const answer of answers) {
      const slide = data.slides[order.get(answer.slideId) ?? -1];
      const quiz = score.byQuestion.get(answer.slideId);
      const row = [
        inertCell(member.name),
        member.teamId ?? '',
        (order.get(answer.slideId) ?? -1) + 1,
        inertCell(slide?.title ?? ''),
        slide?.type ?? '',
        inertCell(describeAnswer(slide, answer.value)),
        quiz ? (quiz.correct ? 'yes' : 'no') : '',
        quiz ? quiz.points : '',
        answer.submittedAt,
      ];
      if (!csv.write(row)) await new Promise((resolve) => csv.once('drain', resolve));
    }
    progress((index + 1) / Math.max(1, data.members.length));
  }
  csv.end();
  await done;
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
