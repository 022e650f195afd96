import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AudienceEntryInfo, JoinSessionRequest, JoinSessionResponse } from '../../../../contracts/live/join.js';
import { ApiError } from '../../api/api-error.js';
import { browserTags, preferredLanguage } from '../../i18n/browser-language.js';
import { usePresentingLanguage } from '../language/LanguageProvider.js';
import { useServices } from '../../app-services.js';
import { connectLive, type ConnectLive } from '../live/live-socket.js';
import { AdmissionForm } from './AdmissionForm.js';
import { createAudienceApi } from './audience-api.js';
import { JoinStore } from './join-store.js';
import { LiveAudience } from './LiveAudience.js';
import { displayParticipantHeading } from '../language/default-texts.js';

/** While the presentation is not live, the page looks again this often, so it opens by itself when the presenter starts. */
export const NOT_LIVE_POLL_MS = 5_000;

interface Props {
  readonly accessCode: string;
  /** From the QR code's link: the live session's join token. */
  readonly joinToken?: string;
  readonly connect?: ConnectLive;
  readonly joinStore?: JoinStore;
}

type Entry =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'failed' }
  | { status: 'ready'; info: AudienceEntryInfo };

/**
 * The audience app at /{accessCode}: resumes a stored join (same identity, same answers), otherwise shows
 * admission while the presentation is live, or waits for it to go live.
 */
export function AudienceApp({ accessCode, joinToken, connect = connectLive, joinStore }: Props) {
  const { t } = useTranslation();
  const { http } = useServices();
  const api = useMemo(() => createAudienceApi(http), [http]);
  const store = useMemo(() => joinStore ?? new JoinStore(), [joinStore]);
  const [join, setJoin] = useState<JoinSessionResponse | null>(() => store.get(accessCode));
  const [entry, setEntry] = useState<Entry>({ status: 'loading' });
  const [notice, setNotice] = useState<string | null>(null);
  const [reload, setReload] = useState(0);
  // The phones speak the presentation's language when it has one, else each phone its own.
  usePresentingLanguage((entry.status === 'ready' ? entry.info.language : null) ?? preferredLanguage(browserTags()));

  useEffect(() => {
    const controller = new AbortController();
    api
      .entryInfo(accessCode, controller.signal, joinToken)
      .then((info) => setEntry({ status: 'ready', info }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setEntry(error instanceof ApiError && error.status === 404 ? { status: 'notFound' } : { status: 'failed' });
      });
    return () => controller.abort();
  }, [api, accessCode, joinToken, reload]);

  // Not live yet: look again until the presenter starts.
  const waiting = join === null && entry.status === 'ready' && (!entry.info.live || entry.info.privateMode);
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => setReload((count) => count + 1), NOT_LIVE_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting]);

  const onJoin = async (request: JoinSessionRequest) => {
    const joined = await api.join(joinToken ? { ...request, joinToken } : request);
    store.set(accessCode, joined);
    setNotice(null);
    setJoin(joined);
  };

  const forget = useCallback(
    (message: string | null) => {
      store.clear(accessCode);
      setJoin(null);
      setNotice(message);
      setReload((count) => count + 1);
    },
    [store, accessCode],
  );
  const onRejected = useCallback(() => forget(t('audience.live.rejected')), [forget, t]);
  const onEnded = useCallback(() => forget(null), [forget]);

  if (join) {
    return <LiveAudience key={join.token} token={join.token} accessCode={accessCode} connect={connect} onRejected={onRejected} onEnded={onEnded} />;
  }

  return (
    <div className="audience-page">
      <main className="audience-page__main" id="main">
        {entry.status === 'loading' && (
          <section className="audience-card" aria-busy="true">
            <title>{t('audience.join.pageTitle')}</title>
            <p>{t('audience.entry.loading')}</p>
          </section>
        )}
        {entry.status === 'notFound' && (
          <section className="audience-card">
            <title>{t('audience.join.pageTitle')}</title>
            <h1>{t('audience.join.heading')}</h1>
            <p className="audience-error" role="alert">
              {t('audience.entry.notFound')}
            </p>
            <Link className="button button--primary" to="/join">
              {t('audience.entry.tryAnotherCode')}
            </Link>
          </section>
        )}
        {entry.status === 'failed' && (
          <section className="audience-card">
            <title>{t('audience.join.pageTitle')}</title>
            <p className="audience-error" role="alert">
              {t('audience.entry.failed')}
            </p>
            <button type="button" className="button button--primary" onClick={() => setReload((count) => count + 1)}>
              {t('common.retry')}
            </button>
          </section>
        )}
        {entry.status === 'ready' && (
          <>
            <title>{t('audience.entry.pageTitle', { name: entry.info.presentationName })}</title>
            {entry.info.privateMode ? (
              <section className="audience-card audience-waiting">
                <h1>{displayParticipantHeading(t, entry.info.heading) || entry.info.presentationName}</h1>
                <h2 className="audience-waiting__title">{t('audience.entry.privateTitle')}</h2>
                <p role="status">{t('audience.entry.private')}</p>
              </section>
            ) : entry.info.live ? (
              <AdmissionForm accessCode={accessCode} entry={entry.info} onJoin={onJoin} notice={notice} />
            ) : (
              <section className="audience-card audience-waiting">
                <h1>{displayParticipantHeading(t, entry.info.heading) || entry.info.presentationName}</h1>
                <h2 className="audience-waiting__title">{t('audience.entry.notLiveTitle')}</h2>
                <p role="status">{t('audience.entry.notLive')}</p>
                <button type="button" className="button button--secondary" onClick={() => setReload((count) => count + 1)}>
                  {t('audience.entry.checkAgain')}
                </button>
              </section>
            )}
          </>
        )}
      </main>
    </div>
  );
}
