import { useCallback, useEffect, useMemo, useState } from 'react';
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

  const refresh = useCallback(async () => setExports(await scope.list()), [scope]);

  useEffect(() => {
    void refresh();
    const socket = io({ auth: (callback: (data: object) => void) => void services.tokens.current().then((token) => callback({ token })) });
    socket.on(EXPORT_SOCKET_EVENTS.progress, (payload: ExportProgressPayload) => setProgress((current) => ({ ...current, [payload.exportId]: payload.progress })));
    socket.on(EXPORT_SOCKET_EVENTS.generated, (payload: ReportGeneratedPayload) => {
      if (!scope.owns(payload)) return;
      setExports((current) => [payload, ...current.filter((item) => item.exportId !== payload.exportId)]);
      if (payload.status === 'success') setTimeout(() => toast.success(t('exports.completed')), COMPLETED_TOAST_DELAY_MS);
      else toast.error(`${t(failureKey(payload.format))} ${t('exports.failedHint')}`);
    });
    return () => {
      socket.disconnect();
    };
  }, [refresh, scope, services.tokens, t, toast]);

  const start = async (format: ExportFormat) => {
    const asked = await scope.request(format);
    setExports((current) => [asked, ...current.filter((item) => item.exportId !== asked.exportId)]);
  };

  const download = async (item: ExportSummary) => {
    if (!(await downloadFile(item.reportUrl!, await services.tokens.current(), item.fileName ?? 'export'))) toast.error(`${t(failureKey(item.format))} ${t('exports.failedHint')}`);
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
