import { performance } from 'node:perf_hooks';
import type { ExportSummary } from '../../../contracts/exports/exports.js';
import type { ReportResponse } from '../../../contracts/reports/report.js';
import type { ReplayFrame, ReplayTimeline } from '../../../contracts/replay/replay.js';
import { ChildMemoryWatch } from '../support/child-memory.js';
import type { LiveApi, Presenter } from '../support/live-api.js';
import { Samples, type SampleSummary } from '../support/samples.js';

export interface ReportScenarioFigures {
  readonly participants: number;
  readonly slides: number;
  /** GET /api/report of the bench's session, asked `runs` times one after another. */
  readonly reportReadyMs: SampleSummary;
  /** From POST /api/exports to the export's status 'success' (polled), and the peak RSS of the server's workbook writer. */
  readonly excel: { readonly seconds: number; readonly writerPeakMB: number | null; readonly fileMB: number };
  /** The first GET /api/replay/{session} (it loads the session), then `seeks` seeks to random moments. */
  readonly replayLoadMs: number;
  readonly seekMs: SampleSummary;
}

const POLL_EVERY_MS = 100;
const EXCEL_TIMEOUT_MS = 300_000;

/**
 * Issue 23 on the bench's own log: what a presenter waits for after the talk, over HTTP as the app asks for it,
 * with the 10,000 people's answers of the phases before (their sockets closed, the session ended).
 */
export async function reportScenario(
  api: LiveApi,
  presenter: Presenter,
  presentationId: string,
  serverPid: number,
  random: () => number,
  { runs = 5, seeks = 50 } = {},
): Promise<ReportScenarioFigures> {
  const { sessionId } = await api.expect<{ sessionId: string | null }>(200, 'GET', `/api/replay/presentation/${presentationId}/latest-session`, undefined, presenter);
  if (!sessionId) throw new Error('The bench left no session to report on');
  // After the talk: the presenter ends the session, then opens its report (a live session's replay is read afresh on each seek).
  await api.expect(200, 'POST', `/api/presentation/${presentationId}/stop-presenting`, undefined, presenter);

  const reportMs = new Samples();
  let report: ReportResponse['report'] = null;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    ({ report } = await api.expect<ReportResponse>(200, 'GET', `/api/report/${presentationId}?sessionId=${sessionId}`, undefined, presenter));
    reportMs.add(performance.now() - started);
  }

  const writer = new ChildMemoryWatch(10, serverPid);
  const excelStarted = performance.now();
  const requested = await api.expect<ExportSummary>(202, 'POST', '/api/exports', { sessionId, format: 'excel' }, presenter);
  let excel = requested;
  while (excel.status === 'processing') {
    if (performance.now() - excelStarted > EXCEL_TIMEOUT_MS) throw new Error('The Excel export did not finish in 5 minutes');
    await new Promise((wait) => setTimeout(wait, POLL_EVERY_MS));
    const listed = await api.expect<ExportSummary[]>(200, 'GET', `/api/exports/session/${sessionId}`, undefined, presenter);
    excel = listed.find((summary) => summary.exportId === requested.exportId) ?? excel;
  }
  const excelSeconds = (performance.now() - excelStarted) / 1000;
  const [writerPeak] = writer.stop();
  if (excel.status !== 'success') throw new Error(`The Excel export ended ${excel.status}`);

  const loadStarted = performance.now();
  const timeline = await api.expect<ReplayTimeline>(200, 'GET', `/api/replay/${sessionId}/timeline`, undefined, presenter);
  const replayLoadMs = performance.now() - loadStarted;
  const seekMs = new Samples();
  for (let seek = 0; seek < seeks; seek++) {
    const position = timeline.positions[Math.floor(random() * timeline.positions.length)]!;
    const started = performance.now();
    const frame = await api.expect<ReplayFrame>(200, 'GET', `/api/replay/${sessionId}?position=${position}`, undefined, presenter);
    seekMs.add(performance.now() - started);
    if (frame.position !== position) throw new Error(`A seek to ${position} gave ${frame.position}`);
  }

  return {
    participants: report?.summary.participants ?? 0,
    slides: report?.slides.length ?? 0,
    reportReadyMs: reportMs.summary(),
    excel: { seconds: Math.round(excelSeconds * 100) / 100, writerPeakMB: writerPeak === undefined ? null : Math.round(writerPeak / 2 ** 20), fileMB: Math.round(((excel.bytes ?? 0) / 2 ** 20) * 10) / 10 },
    replayLoadMs: Math.round(replayLoadMs),
    seekMs: seekMs.summary(),
  };
}
