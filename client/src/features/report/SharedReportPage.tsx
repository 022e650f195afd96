import { useCallback, useMemo } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { createReportsApi } from '../../api/reports-api.js';
import { useServices } from '../../app-services.js';
import { sharedReportPath } from '../../routes.js';
import { ReportBody } from './ReportBody.js';
import { useReport } from './use-report.js';

/** /shared-report/{token}/{audienceId?}: the report read with its share token, without login (spec doc 3 §6). */
export function SharedReportPage() {
  const { t } = useTranslation();
  const { id = '', audienceId } = useParams();
  const { http } = useServices();
  const api = useMemo(() => createReportsApi(http), [http]);
  const load = useCallback((sessionId: string | null, signal: AbortSignal) => api.sharedReport(id, sessionId, signal), [api, id]);
  const { state, pick, reload } = useReport(load);
  const loadAnswers = useCallback((audience: string, sessionId: string, signal: AbortSignal) => api.sharedParticipantAnswers(id, audience, sessionId, signal), [api, id]);
  const name = state.status === 'loaded' ? (state.response.report?.presentationName ?? '') : '';
  return (
    <section className="page report-page" aria-labelledby="report-heading">
      <title>{t('report.sharedPageTitle', { name })}</title>
      <h1 id="report-heading">{t('report.heading', { name })}</h1>
      <ReportBody state={state} basePath={sharedReportPath(id)} audienceId={audienceId ?? null} onPickSession={pick} onRetry={reload} loadAnswers={loadAnswers} />
    </section>
  );
}
