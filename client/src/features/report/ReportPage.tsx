import { useCallback, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { createReportsApi } from '../../api/reports-api.js';
import { useServices } from '../../app-services.js';
import { replayPath, reportPath } from '../../routes.js';
import { DeckExports } from '../replay/SessionExports.js';
import { ReportBody } from './ReportBody.js';
import { ShareReportPanel } from './ShareReportPanel.js';
import { useReport } from './use-report.js';

/** /apps/report/{id}/{audienceId?}: the owner's report of a presentation's sessions (spec doc 3 §2). */
export function ReportPage() {
  const { t } = useTranslation();
  const { id = '', audienceId } = useParams();
  const { http } = useServices();
  const api = useMemo(() => createReportsApi(http), [http]);
  const load = useCallback((sessionId: string | null, signal: AbortSignal) => api.report(id, sessionId, signal), [api, id]);
  const { state, pick, reload } = useReport(load);
  const loadAnswers = useCallback((audience: string, sessionId: string, signal: AbortSignal) => api.participantAnswers(audience, sessionId, signal), [api]);
  const name = state.status === 'loaded' ? (state.response.report?.presentationName ?? '') : '';
  return (
    <section className="page report-page" aria-labelledby="report-heading">
      <title>{t('report.pageTitle', { name })}</title>
      <h1 id="report-heading">{t('report.heading', { name })}</h1>
      {state.status === 'loaded' && state.response.report !== null && (
        <>
          <ShareReportPanel api={api} presentationId={id} />
          <p>
            <Link to={replayPath(id, state.response.report.sessionId)}>{t('report.replayLink')}</Link>
          </p>
        </>
      )}
      <ReportBody state={state} basePath={reportPath(id)} audienceId={audienceId ?? null} onPickSession={pick} onRetry={reload} loadAnswers={loadAnswers} />
      {/* The deck's own exports need no session: offered here for every deck, presented or not. */}
      {state.status === 'loaded' && <DeckExports presentationId={id} />}
    </section>
  );
}
