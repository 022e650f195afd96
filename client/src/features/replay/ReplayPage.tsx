import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import type { ReplayFrame, ReplayTimeline } from '../../../../contracts/replay/replay.js';
import { createReplayApi } from '../../api/replay-api.js';
import { useServices } from '../../app-services.js';
import { downloadFile } from './download-file.js';
import { ReplayResults } from './ReplayResults.js';
import { ReplayTimelineScrubber } from './ReplayTimelineScrubber.js';
import { DeckExports, SessionExports } from './SessionExports.js';

/** A moment is fetched once the scrubber has rested this long, not for every step it passes. */
const SCRUB_PAUSE_MS = 120;
const LEADERBOARD_SHOWN = 10;

type Loaded = { readonly kind: 'loading' } | { readonly kind: 'failed' } | { readonly kind: 'none' } | { readonly kind: 'ready'; readonly sessionId: string; readonly timeline: ReplayTimeline };

/** Issue 23: `/apps/report/{presentationId}/replay?session=`: scrub a session and see it as it stood at any moment. */
export function ReplayPage() {
  const { t, i18n } = useTranslation();
  const services = useServices();
  const api = useMemo(() => createReplayApi(services.http), [services.http]);
  const { presentationId = '' } = useParams();
  const [search] = useSearchParams();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [index, setIndex] = useState(0);
  const [frame, setFrame] = useState<ReplayFrame | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      try {
        const sessionId = search.get('session') ?? (await api.latestSession(presentationId));
        if (cancelled) return;
        if (sessionId === null) return setLoaded({ kind: 'none' });
        const timeline = await api.timeline(sessionId);
        if (cancelled) return;
        setLoaded({ kind: 'ready', sessionId, timeline });
        setIndex(Math.max(0, timeline.positions.length - 1));
      } catch {
        if (!cancelled) setLoaded({ kind: 'failed' });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [api, presentationId, search]);

  useEffect(() => {
    if (loaded.kind !== 'ready') return;
    const position = loaded.timeline.positions[index] ?? 0;
    const timer = setTimeout(() => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      api.frame(loaded.sessionId, position, controller.signal).then(
        (next) => !controller.signal.aborted && setFrame(next),
        () => undefined,
      );
    }, SCRUB_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [api, index, loaded]);

  const downloadEvents = async (sessionId: string) =>
    downloadFile(`/api/replay/${encodeURIComponent(sessionId)}/events`, await services.tokens.current(), `session-${sessionId}.ndjson`);

  if (loaded.kind !== 'ready') {
    return (
      <div className="replay-page">
        <h1>{t('replay.title')}</h1>
        <p role="status">{loaded.kind === 'loading' ? t('replay.loading') : loaded.kind === 'none' ? t('replay.noSession') : t('replay.failed')}</p>
      </div>
    );
  }
  const liveSlide = frame?.slides.find((slide) => slide.id === frame.activeSlideId);
  const answered = frame ? frame.slides.filter((slide) => frame.results[slide.id]) : [];
  return (
    <div className="replay-page">
      <header className="replay-header">
        <h1>{t('replay.title')}</h1>
        {frame && <span className={`replay-status replay-status--${frame.status}`}>{t(`replay.status_${frame.status}`)}</span>}
      </header>
      <ReplayTimelineScrubber timeline={loaded.timeline} index={index} onSeek={setIndex} />
      {frame && (
        <div className="replay-layout">
          <nav className="replay-slides" aria-label={t('replay.slides')}>
            <ol>
              {frame.slides.map((slide) => (
                <li key={slide.id} className={slide.id === frame.activeSlideId ? 'replay-slides__item replay-slides__item--live' : 'replay-slides__item'} aria-current={slide.id === frame.activeSlideId ? 'true' : undefined}>
                  <span>{slide.title || t('replay.untitled')}</span>
                  {slide.id === frame.activeSlideId && <span className="replay-live-badge">{t('replay.liveBadge')}</span>}
                </li>
              ))}
            </ol>
          </nav>
          <div className="replay-frame" aria-live="polite">
            <div className="replay-frame__facts">
              <p data-testid="replay-moment">
                {frame.occurredAt ? t('replay.at', { time: new Date(frame.occurredAt).toLocaleString(i18n.language) }) : t('replay.before')} · {t(`replay.status_${frame.status}`)}
              </p>
              <p data-testid="replay-live-slide">{liveSlide ? t('replay.liveSlide', { title: liveSlide.title || t('replay.untitled') }) : t('replay.noLiveSlide')}</p>
              <p>{t('replay.joined', { count: frame.joined })}</p>
            </div>
            <h2>{t('replay.results')}</h2>
            {answered.length === 0 ? (
              <p>{t('replay.noResults')}</p>
            ) : (
              <div className="replay-results-grid">
                {answered.map((slide) => (
                  <ReplayResults key={slide.id} slide={slide} results={frame.results[slide.id]!} live={slide.id === frame.activeSlideId} />
                ))}
              </div>
            )}
            {frame.leaderboard && frame.leaderboard.questions > 0 && (
              <section className="replay-leaderboard" aria-labelledby="replay-leaderboard">
                <h2 id="replay-leaderboard">{t('replay.leaderboard')}</h2>
                <ol>
                  {frame.leaderboard.audiences.slice(0, LEADERBOARD_SHOWN).map((entry) => (
                    <li key={entry.a ?? entry.n}>
                      {entry.n}: {t('replay.points', { points: entry.tp })}
                    </li>
                  ))}
                </ol>
              </section>
            )}
          </div>
        </div>
      )}
      <div className="replay-actions">
        <button type="button" className="button button--secondary" onClick={() => void downloadEvents(loaded.sessionId)}>
          {t('replay.downloadEvents')}
        </button>
        <SessionExports sessionId={loaded.sessionId} />
        <DeckExports presentationId={presentationId} />
      </div>
    </div>
  );
}
