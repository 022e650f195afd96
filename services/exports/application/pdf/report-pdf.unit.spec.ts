import { Writable } from 'node:stream';
import type { SessionReportWithAnswers as SessionReport } from '../../../../contracts/reports/report.js';
import { readPdf } from '../../../../test/support/read-pdf.js';
import { writeReportPdf } from './report-pdf.js';

async function pdfOf(report: SessionReport): Promise<{ pages: string[]; progress: number[] }> {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
  });
  const progress: number[] = [];
  await writeReportPdf(report, sink, (done) => progress.push(done));
  return { pages: (await readPdf(Buffer.concat(chunks))).map((page) => page.replace(/\s+/g, ' ')), progress };
}

const empty: SessionReport = {
  sessionId: 's',
  presentationId: 'p',
  presentationName: 'Квартальный отчёт · Ελληνικά',
  startedAt: '2026-11-26T20:00:00.000Z',
  stoppedAt: null,
  summary: { participants: 0, responses: 0, reactions: 0, engagementRate: null, engagementText: 'No engagement yet!' },
  slides: [],
  difficultQuestions: [],
  topEngagingSlides: [],
  averageCorrectRate: null,
  leaderboard: { individual: [], teams: [] },
  participants: [],
  privateFeedbacks: [],
  averageRating: null,
  questionsAcrossSlides: [],
  chat: [],
};

describe('writeReportPdf', () => {
  it('writes a session nobody joined: its summary says so, and progress still ends at 1', async () => {
    const { pages, progress } = await pdfOf(empty);
    // Summary, results per slide, answers per participant; no leaderboard without a quiz.
    expect(pages).toHaveLength(3);
    expect(pages[0]).toContain('Квартальный отчёт · Ελληνικά');
    expect(pages[0]).toContain('No engagement yet!');
    expect(pages[0]).toContain('still live');
    expect(pages[0]).toContain('Engagement rate –');
    expect(pages[2]).toContain('Nobody joined this session.');
    expect(progress).toEqual([1]);
  });

  it('lists rating averages on their scale, private feedback with its stars, and long word lists as their top 15', async () => {
    const words = Array.from({ length: 20 }, (_, index) => ({ text: `word${index}`, count: 20 - index, percent: 0, size: 16 }));
    const { pages } = await pdfOf({
      ...empty,
      presentationName: 'Talk',
      slides: [
        {
          slideId: 'r',
          type: 'scale',
          slideType: null,
          title: 'Rate us',
          order: 1,
          responseCount: 2,
          correctRate: null,
          reactions: 1,
          results: { kind: 'rating', slideId: 'r', respondents: 2, statements: { a: { count: 2, average: 3.5, distribution: { '3': 1, '4': 1 } } } },
          options: [{ id: 'a', title: 'Pace', correct: false }],
          display: { scaleMax: 5 },
          questions: null,
          ideas: null,
        },
        { slideId: 'w', type: 'wordCloud', slideType: null, title: 'Words', order: 2, responseCount: 20, correctRate: null, reactions: 0, results: { kind: 'words', slideId: 'w', respondents: 20, entries: 20, words }, options: [], display: {}, questions: null, ideas: null },
      ],
      privateFeedbacks: [{ audienceId: 'x', name: 'Ada', rating: 4, comment: 'Clear and short', givenAt: '2026-11-26T21:00:00.000Z' }],
      averageRating: 4,
    });
    const results = pages.find((page) => page.includes('Results per slide'))!;
    expect(results).toContain('Pace 3.5 / 5 (2)');
    expect(results).toContain('word0 20');
    expect(results).toContain('word14 6');
    expect(results).not.toContain('word15');
    expect(results).toContain('and 5 more');
    expect(results).toContain('★★★★☆ Ada: Clear and short');
    expect(pages[0]).toContain('Average rating 4.0');
  });
});
