import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteControlKey, RemoteControlView, RemoteSwitchKey } from '../../../../contracts/remote/remote-control.js';
import { isPlaceholderText } from '../../../../contracts/slides/plain-text.js';
import { ApiError } from '../../api/api-error.js';
import { useServices } from '../../app-services.js';
import { createRemoteApi } from './remote-api.js';

/** The remote looks again this often, so it follows slides the presenter moved on their own screen. */
export const REMOTE_REFRESH_MS = 3_000;

const THEMES = {
  light: { textColour: '#313131', baseColour: '#ffffff' },
  dark: { textColour: '#ffffff', baseColour: '#1b1e2b' },
  contrast: { textColour: '#ffff00', baseColour: '#000000' },
} as const;

const SWITCHES = [
  ['showQRCode', 'remote.page.qrCode'],
  ['showInstructionBar', 'remote.page.instructionBar'],
  ['fullscreen', 'remote.page.fullscreen'],
  ['quizSoundEffect', 'remote.page.quizSound'],
] as const satisfies readonly (readonly [RemoteSwitchKey, string])[];

/** Until a switch was pressed, what the presenter's screen starts with. */
const SWITCH_DEFAULTS: Readonly<Record<RemoteSwitchKey, boolean>> = { showQRCode: false, showInstructionBar: true, fullscreen: false, quizSoundEffect: true };

type Load = { status: 'loading' } | { status: 'invalid' } | { status: 'failed' } | { status: 'ready'; view: RemoteControlView };

/** /remote/{presentationId}/{code}: a phone that drives the presenter's screen (spec doc 2 §4 "Remote control"). */
export function RemotePage({ presentationId, code }: { readonly presentationId: string; readonly code: string }) {
  const { t } = useTranslation();
  const { http } = useServices();
  const api = useMemo(() => createRemoteApi(http), [http]);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [notice, setNotice] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const failed = useCallback((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) setLoad({ status: 'invalid' });
    else setNotice(error instanceof ApiError ? error.message : t('remote.page.pressFailed'));
  }, [t]);

  useEffect(() => {
    const controller = new AbortController();
    const refresh = () =>
      api.view(presentationId, code, controller.signal).then(
        (view) => setLoad({ status: 'ready', view }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          if (error instanceof ApiError && error.status === 404) setLoad({ status: 'invalid' });
          else setLoad((current) => (current.status === 'ready' ? current : { status: 'failed' }));
        },
      );
    void refresh();
    const timer = setInterval(() => void refresh(), REMOTE_REFRESH_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [api, presentationId, code]);

  const press = async (key: RemoteControlKey, value: string) => {
    setSending(true);
    try {
      const view = await api.press(presentationId, code, key, value);
      setLoad({ status: 'ready', view });
      setNotice(view.warning ?? null);
    } catch (error) {
      failed(error);
    } finally {
      setSending(false);
    }
  };

  const view = load.status === 'ready' ? load.view : null;
  const switchOn = (key: RemoteSwitchKey) => (view?.entries[key] === undefined ? SWITCH_DEFAULTS[key] : view.entries[key] === 'true');
  // Only the audio there is: a play button for audio the presenter has not set would do nothing.
  const audioTargets = view ? (['slide', 'presentation'] as const).filter((target) => view.audio[target]) : [];
  const slideTitle = view?.slide && !isPlaceholderText(view.slide.title) && view.slide.title ? view.slide.title : t('remote.page.untitled');

  return (
    <div className="audience-page remote-page">
      <title>{t('remote.page.pageTitle', { name: view?.presentationName ?? t('app.name') })}</title>
      <main className="audience-page__main" id="main">
        <section className="audience-card remote" aria-labelledby="remote-heading" aria-busy={load.status === 'loading'}>
          <p className="remote__presentation">{view?.presentationName}</p>
          <h1 id="remote-heading">{t('remote.page.heading')}</h1>
          {load.status === 'loading' && <p>{t('remote.page.loading')}</p>}
          {load.status === 'invalid' && (
            <p className="audience-error" role="alert">
              {t('remote.page.invalid')}
            </p>
          )}
          {load.status === 'failed' && (
            <p className="audience-error" role="alert">
              {t('remote.page.failed')}
            </p>
          )}
          {view && (
            <>
              <p className="remote__slide" role="status" data-testid="remote-slide">
                {view.slide ? t('remote.page.slide', { position: view.slide.position, total: view.slide.total, title: slideTitle }) : t('remote.page.notLive')}
              </p>
              {notice && (
                <p className="audience-notice" role="alert">
                  {notice}
                </p>
              )}
              <div className="remote__moves" role="group" aria-label={t('remote.page.slides')}>
                <button type="button" className="button button--secondary remote__move" disabled={sending || !view.live} onClick={() => void press('navigateSlide', 'previous')}>
                  {t('remote.page.previous')}
                </button>
                <button type="button" className="button button--primary remote__move" disabled={sending || !view.live} onClick={() => void press('navigateSlide', 'next')}>
                  {t('remote.page.next')}
                </button>
              </div>
              <h2 className="remote__heading">{t('remote.page.screen')}</h2>
              <div className="remote__switches">
                {SWITCHES.map(([key, label]) => (
                  <button key={key} type="button" className="button button--secondary" aria-pressed={switchOn(key)} disabled={sending} onClick={() => void press(key, String(!switchOn(key)))}>
                    {t(label)}
                  </button>
                ))}
              </div>
              {audioTargets.length > 0 && (
                <>
                  <h2 className="remote__heading">{t('remote.page.audio')}</h2>
                  <div className="remote__switches">
                    {audioTargets.map((target) =>
                      (['play', 'pause'] as const).map((action) => (
                        <button key={`${target}-${action}`} type="button" className="button button--secondary" disabled={sending} onClick={() => void press('audioControl', JSON.stringify({ action, target }))}>
                          {t(`remote.page.${action}${target === 'slide' ? 'Slide' : 'Presentation'}Audio`)}
                        </button>
                      )),
                    )}
                  </div>
                </>
              )}
              <h2 className="remote__heading">{t('remote.page.theme')}</h2>
              <div className="remote__switches">
                {(Object.keys(THEMES) as (keyof typeof THEMES)[]).map((name) => (
                  <button key={name} type="button" className="button button--secondary" disabled={sending} onClick={() => void press('themeUpdate', JSON.stringify(THEMES[name]))}>
                    {t(`remote.page.themes.${name}`)}
                  </button>
                ))}
              </div>
            </>
          )}
        </section>
      </main>
    </div>
  );
}
