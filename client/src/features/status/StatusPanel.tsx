import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectionLostNotice } from './ConnectionLostNotice.js';
import { fetchHealthReport, type HealthLoader, type HealthReport, type Position } from './health-report.js';

/** The runner's projection states the interface has words for; any other state is shown as the server sent it. */
const PROJECTION_STATE_KEYS = {
  'catching-up': 'status.projectionStates.catchingUp',
  live: 'status.projectionStates.live',
  failed: 'status.projectionStates.failed',
  stopped: 'status.projectionStates.stopped',
} as const;

function isKnownState(state: string): state is keyof typeof PROJECTION_STATE_KEYS {
  return Object.hasOwn(PROJECTION_STATE_KEYS, state);
}

type LoadState = { kind: 'loading' } | { kind: 'loaded'; report: HealthReport } | { kind: 'failed' };

interface Props {
  loadHealth?: HealthLoader;
  onReload?: () => void;
}

function reloadPage(): void {
  window.location.reload();
}

export function StatusPanel({ loadHealth = fetchHealthReport, onReload = reloadPage }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const [state, setState] = useState<LoadState>({ kind: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    loadHealth(controller.signal).then(
      (report) => {
        if (!controller.signal.aborted) setState({ kind: 'loaded', report });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Health check failed', error);
        setState({ kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, [loadHealth]);

  return (
    <section className="card status-panel" aria-labelledby={headingId} aria-busy={state.kind === 'loading'}>
      <h2 id={headingId} className="card__title">
        {t('status.heading')}
      </h2>
      <StatusBody state={state} onReload={onReload} />
    </section>
  );
}

function StatusBody({ state, onReload }: { state: LoadState; onReload: () => void }) {
  const { t } = useTranslation();
  switch (state.kind) {
    case 'loading':
      return (
        <p className="status-panel__checking" role="status">
          {t('status.checking')}
        </p>
      );
    case 'failed':
      return <ConnectionLostNotice onReload={onReload} />;
    case 'loaded':
      return <HealthDetails report={state.report} />;
    default: {
      const unreachable: never = state;
      return unreachable;
    }
  }
}

function HealthDetails({ report }: { report: HealthReport }) {
  const { t, i18n } = useTranslation();
  const healthy = report.status === 'ok';
  const formatPosition = (value: Position) =>
    typeof value === 'number' ? value.toLocaleString(i18n.language) : value;
  const stateLabel = (state: string) => (isKnownState(state) ? t(PROJECTION_STATE_KEYS[state]) : state);
  const showState = report.projections.some((projection) => projection.state !== undefined);

  return (
    <>
      <p
        className={`status-badge ${healthy ? 'status-badge--ok' : 'status-badge--warn'}`}
        role="status"
        data-status={report.status}
      >
        <span className="status-badge__dot" aria-hidden="true" />
        {healthy ? t('status.states.ok') : t('status.states.other', { status: report.status })}
      </p>

      <div className="status-panel__stores">
        <div className="store">
          <h3 className="store__name">{t('status.eventStore')}</h3>
          <dl className="store__facts">
            <dt>{t('status.adapter')}</dt>
            <dd>{report.eventStore.adapter}</dd>
            <dt>{t('status.headPosition')}</dt>
            <dd>{report.eventStore.headPosition === null ? '—' : formatPosition(report.eventStore.headPosition)}</dd>
          </dl>
        </div>
        <div className="store">
          <h3 className="store__name">{t('status.readStore')}</h3>
          <dl className="store__facts">
            <dt>{t('status.adapter')}</dt>
            <dd>{report.readStore.adapter}</dd>
          </dl>
        </div>
      </div>

      {report.projections.length === 0 ? (
        <p className="status-panel__empty">{t('status.noProjections')}</p>
      ) : (
        // Focusable and named so keyboard users can scroll the table when it is wider than a phone screen.
        <div className="table-scroll" role="region" aria-label={t('status.projections')} tabIndex={0}>
          <table className="projections">
            <caption>{t('status.projections')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('status.projectionName')}</th>
                <th scope="col">{t('status.projectionVersion')}</th>
                <th scope="col">{t('status.projectionCheckpoint')}</th>
                <th scope="col">{t('status.projectionLag')}</th>
                {showState && <th scope="col">{t('status.projectionState')}</th>}
              </tr>
            </thead>
            <tbody>
              {report.projections.map((projection) => (
                <tr key={`${projection.name}@${projection.version}`}>
                  <th scope="row">{projection.name}</th>
                  <td>{projection.version}</td>
                  <td>
                    {projection.checkpoint === null ? t('status.noCheckpoint') : formatPosition(projection.checkpoint)}
                  </td>
                  <td>{projection.lag === null ? '—' : formatPosition(projection.lag)}</td>
                  {showState && (
                    <td data-state={projection.state}>
                      {projection.state === undefined ? '—' : stateLabel(projection.state)}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
