import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { io } from 'socket.io-client';
import {
  DECK_EXPORT_FORMATS,
  EXPORT_FORMATS,
  EXPORT_SOCKET_EVENTS,
  exportFailureKind,
  type ExportFormat,
  type ExportProgressPayload,
  type ExportSummary,
  type ReportGeneratedPayload,
} from '../../../../contracts/exports/exports.js';
import { createReplayApi } from '../../api/replay-api.js';
import { useServices } from '../../app-services.js';
import { useToast } from '../../toasts/toasts.js';
import { downloadFile } from './download-file.js';

/** Spec doc 1 §8: "Export completed" shows 500 ms after success. */
const COMPLETED_TOAST_DELAY_MS = 500;
/** Spec doc 1 §8: an export's failure toast stays about 1,000,000 ms, until its Close is pressed. */
export const FAILED_TOAST_MS = 1_000_000;
/** Spec doc 1 §4: a successful image (zip), pdf or excel export downloads itself; CSVs wait for their Download button. */
const DOWNLOADS_WHEN_DONE: ReadonlySet<ExportFormat> = new Set<ExportFormat>(['slideImages', 'pdf', 'slidesPdf', 'excel']);

/** Spec doc 1 §8: "Export failed." for pdf and image files, "Unable to download slides." for the others. */
export const failureKey = (format: ExportFormat) => (exportFailureKind(format) === 'file' ? 'exports.failedFile' : 'exports.failed');

/** Issue 23: a session's exports (workbook, CSVs, the report as PDF). */
export function SessionExports({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation();
  const services = useServices();
  const api = useMemo(() => createReplayApi(services.http), [services.http]);
  const scope = useMemo<ExportScope>(
    () => ({ id: 'session-exports', formats: EXPORT_FORMATS, request: (format) => api.requestExport(sessionId, format), list: () => api.exports(sessionId), owns: (item) => item.sessionId === sessionId }),
    [api, sessionId],
  );
  return <ExportsPanel title={t('exports.title')} scope={scope} />;
}

/** Issue 23: the deck's own exports (its slides as a PDF, or as a zip of slide images). */
export function DeckExports({ presentationId }: { presentationId: string }) {
  const { t } = useTranslation();
  const services = useServices();
  const api = useMemo(() => createReplayApi(services.http), [services.http]);
  const scope = useMemo<ExportScope>(
    () => ({
      id: 'deck-exports',
      formats: DECK_EXPORT_FORMATS,
      request: (format) => api.requestDeckExport(presentationId, format as (typeof DECK_EXPORT_FORMATS)[number]),
      list: () => api.deckExports(presentationId),
      owns: (item) => item.sessionId === null && item.presentationId === presentationId,
    }),
    [api, presentationId],
  );
  return <ExportsPanel title={t('exports.deckTitle')} scope={scope} />;
}

interface ExportScope {
  /** The section's id, and the stem of its heading's. */
  readonly id: string;
  readonly formats: readonly ExportFormat[];
  request(format: ExportFormat): Promise<ExportSummary>;
  list(): Promise<ExportSummary[]>;
  /** Whether a pushed export belongs in this list. */
  owns(item: ExportSummary): boolean;
}

/**
 * Asking answers at once; the progress and the end arrive on this user's socket (export:progress,
 * presentation:report_generated); finished exports stay listed to download again.
 */
function ExportsPanel({ title, scope }: { title: string; scope: ExportScope }) {
  const { t } = useTranslation();
  const services = useServices();
  const toast = useToast();
  const [exports, setExports] = useState<readonly ExportSummary[]>([]);
  const [progress, setProgress] = useState<Readonly<Record<string, number>>>({});
  // Exports asked for in this page, and those that ended before their request was answered (a small deck is quick).
  const asked = useRef(new Set<string>());
  const endedEarly = useRef(new Map<string, ReportGeneratedPayload>());

  const refresh = useCallback(async () => setExports(await scope.list()), [scope]);

  const failed = useCallback((format: ExportFormat) => toast.show(`${t(failureKey(format))} ${t('exports.failedHint')}`, 'error', FAILED_TOAST_MS), [t, toast]);

  const download = useCallback(
    async (item: ExportSummary) => {
      if (!(await downloadFile(item.reportUrl!, await services.tokens.current(), item.fileName ?? 'export'))) failed(item.format);
    },
    [failed, services.tokens],
  );

  /** The end of an export this page asked for: the spec's toast, and the file itself for the formats that download when done. */
  const ended = useCallback(
    (payload: ReportGeneratedPayload) => {
      if (payload.status !== 'success') return failed(payload.format);
      setTimeout(() => toast.success(t('exports.completed')), COMPLETED_TOAST_DELAY_MS);
      if (DOWNLOADS_WHEN_DONE.has(payload.format)) void download(payload);
    },
    [download, failed, t, toast],
  );

  useEffect(() => {
    void refresh();
    const socket = io({ auth: (callback: (data: object) => void) => void services.tokens.current().then((token) => callback({ token })) });
    socket.on(EXPORT_SOCKET_EVENTS.progress, (payload: ExportProgressPayload) => setProgress((current) => ({ ...current, [payload.exportId]: payload.progress })));
    socket.on(EXPORT_SOCKET_EVENTS.generated, (payload: ReportGeneratedPayload) => {
      if (!scope.owns(payload)) return;
      setExports((current) => [payload, ...current.filter((item) => item.exportId !== payload.exportId)]);
      if (asked.current.has(payload.exportId)) ended(payload);
      else endedEarly.current.set(payload.exportId, payload);
    });
    return () => {
      socket.disconnect();
    };
  }, [ended, refresh, scope, services.tokens]);

  const start = async (format: ExportFormat) => {
    let summary: ExportSummary;
    try {
      summary = await scope.request(format);
    } catch {
      return failed(format);
    }
    asked.current.add(summary.exportId);
    const early = endedEarly.current.get(summary.exportId);
    if (early) ended(early);
    // The socket may already have brought its end: a later state is never replaced by this first answer.
    setExports((current) => (current.some((item) => item.exportId === summary.exportId) ? current : [summary, ...current]));
  };

  return (
    <section className="session-exports" aria-labelledby={`${scope.id}-title`}>
      <h2 id={`${scope.id}-title`}>{title}</h2>
      <div className="session-exports-actions">
        {scope.formats.map((format) => (
          <button key={format} type="button" onClick={() => void start(format)}>
            {t(`exports.${format}`)}
          </button>
        ))}
      </div>
      <ul className="session-exports-list">
        {exports.map((item) => (
          <li key={item.exportId}>
            <span>{t(`exports.${item.format}`)}</span> <span>{t(`exports.status_${item.status}`)}</span>{' '}
            {item.status === 'processing' && <progress max={1} value={progress[item.exportId] ?? 0} aria-label={t('exports.progress', { percent: Math.round((progress[item.exportId] ?? 0) * 100) })} />}
            {item.status === 'success' && item.reportUrl && (
              <button type="button" onClick={() => void download(item)}>
                {t('exports.download', { name: item.fileName ?? '' })}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
