import { useTranslation } from 'react-i18next';
import type { SessionReport } from '../../../../contracts/reports/report.js';
import { ReportView } from './ReportView.js';
import type { LoadParticipantAnswers } from './use-participant-answers.js';
import type { ReportLoad } from './use-report.js';

interface Props {
  readonly state: ReportLoad;
  readonly basePath: string;
  readonly audienceId: string | null;
  readonly onPickSession: (sessionId: string) => void;
  readonly onRetry: () => void;
  readonly loadAnswers: LoadParticipantAnswers;
}

/** What a report page shows while loading, on failure, before any session, and once loaded. */
export function ReportBody({ state, basePath, audienceId, onPickSession, onRetry, loadAnswers }: Props) {
  const { t } = useTranslation();
  switch (state.status) {
    case 'loading':
      return <p role="status">{t('common.loading')}</p>;
    case 'notFound':
      return <p role="alert">{t('report.notFound')}</p>;
    case 'failed':
      return (
        <div role="alert">
          <p>{t('report.loadFailed')}</p>
          <button type="button" className="button" onClick={onRetry}>
            {t('common.retry')}
          </button>
        </div>
      );
    case 'loaded': {
      const { report } = state.response;
      if (report === null) return <p>{t('report.noSessions')}</p>;
      return <ReportView response={{ ...state.response, report: report satisfies SessionReport }} basePath={basePath} audienceId={audienceId} onPickSession={onPickSession} loadAnswers={loadAnswers} />;
    }
  }
}
