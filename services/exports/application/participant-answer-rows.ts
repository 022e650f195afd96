import type { AudienceMember } from '../../../contracts/live/events.js';
import { describeAnswer, type SessionExportData } from './session-export-data.js';
import { SessionScores, type ParticipantScores } from './participant-scores.js';

/** One answer as both the workbook and the answers CSV list it. */
export interface AnswerRow {
  /** 1-based, in the deck's order (0 for a slide the deck no longer has). */
  readonly slideNumber: number;
  readonly slideTitle: string;
  readonly slideType: string;
  readonly answer: string;
  /** Quiz questions only: 'yes' or 'no'; '' for other slides. */
  readonly correct: 'yes' | 'no' | '';
  readonly points: number | '';
  readonly submittedAt: string;
}

/** Each participant in admission order, with their scores and their answers in slide order, read one person at a time. */
export async function* participantsWithAnswers(data: SessionExportData): AsyncGenerator<{ member: AudienceMember; score: ParticipantScores; rows: AnswerRow[] }> {
  const scores = new SessionScores(data.leaderboard);
  const order = new Map(data.slides.map((slide, index) => [slide.id, index]));
  const indexOf = (slideId: string) => order.get(slideId) ?? -1;
  for (const member of data.members) {
    const score = scores.of(member.audienceId);
    const answers = [...(await data.answersOf(member.audienceId))].sort((a, b) => indexOf(a.slideId) - indexOf(b.slideId) || a.submittedAt.localeCompare(b.submittedAt));
    const rows = answers.map((answer): AnswerRow => {
      const slide = data.slides[indexOf(answer.slideId)];
      const quiz = score.byQuestion.get(answer.slideId);
      return {
        slideNumber: indexOf(answer.slideId) + 1,
        slideTitle: slide?.title ?? '',
        slideType: slide?.type ?? '',
        answer: describeAnswer(slide, answer.value),
        correct: quiz ? (quiz.correct ? 'yes' : 'no') : '',
        points: quiz ? quiz.points : '',
        submittedAt: answer.submittedAt,
      };
    });
    yield { member, score, rows };
  }
}
