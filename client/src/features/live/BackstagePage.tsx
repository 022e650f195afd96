import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isPlaceholderText } from '../../../../contracts/slides/plain-text.js';
import { readSlideMedia } from '../../../../contracts/slides/slide-media.js';
import { SlideBackdrop } from '../slide-view/SlideBackdrop.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { AudienceCounter } from './AudienceCounter.js';
import { formatAccessCode, joinAddress, joinLink, publicOrigin } from './join-link.js';
import { liveAnswerKindFor } from '../../../../services/live/domain/answer-rules.js';
import type { ConnectLive } from './live-socket.js';
import { LiveStage } from './LiveStage.js';
import { PresenterLive } from './presenter-live.js';
import { QrCode } from './QrCode.js';
import { ReactionsTicker } from './ReactionsTicker.js';
import { SessionFullBanner } from './SessionFullBanner.js';
import { SlideContent } from './SlideContent.js';
import { usePresenting } from './use-presenting.js';

const editorPath = (presentationId: string) => `/presentation/${encodeURIComponent(presentationId)}`;

/**
 * Backstage (spec doc 2 §2): the presenter's control room for a running presentation, on a laptop or tablet
 * beside the projector: the slide list to pick what the audience sees, the current slide with its results, the
 * counts, the join code. Words cannot be removed from here (spec doc 2 §4).
 */
export function BackstagePage({ presentationId, connect }: { presentationId: string; connect?: ConnectLive }) {
  const { t } = useTranslation();
  const presenting = usePresenting(presentationId, { autoStart: false, connect });
  const { load, slides, current, currentIndex, live } = presenting;
  const [confirmEnd, setConfirmEnd] = useState(false);
  const [endFailed, setEndFailed] = useState(false);

  if (load.status !== 'ready') {
    return (
      <div className="backstage backstage--message" aria-busy={load.status === 'loading'}>
        {load.status === 'loading' ? <p>{t('live.presenting.loading')}</p> : <p role="alert">{t('live.presenting.loadFailed')}</p>}
      </div>
    );
  }

  const { deck } = load;
  const origin = publicOrigin();
  const link = joinLink(origin, deck.accessCode);
  const full = PresenterLive.sessionFull(live);
  const running = live.sessionId !== null;
  const stopped = current ? (live.submissionsStopped[current.id] ?? false) : false;
  const titleOf = (title: string | undefined) => (title && !isPlaceholderText(title) ? title : t('live.backstage.untitled'));

  return (
    <div className="backstage">
      <title>{t('live.backstage.pageTitle', { name: deck.name })}</title>
      <header className="backstage__header">
        <div>
          <p className="backstage__eyebrow">{t('live.backstage.heading')}</p>
          <h1 className="backstage__title">{deck.name}</h1>
        </div>
        <AudienceCounter audience={live.audience} />
        <div className="backstage__actions">
          <Link className="button button--secondary" to={`${editorPath(presentationId)}?presenting=true`}>
            {t('live.backstage.openPresenting')}
          </Link>
          <button type="button" className="button button--danger" onClick={() => setConfirmEnd(true)} disabled={!running}>
            {t('live.presenting.endSession')}
          </button>
        </div>
      </header>
      {full && <SessionFullBanner notice={full} />}
      {!running && (
        <p className="backstage__notice" role="status">
          {live.ended ? t('live.presenting.sessionEnded') : t('live.backstage.notLive')}
        </p>
      )}
      {(presenting.problem === 'move' || presenting.problem === 'submissions' || endFailed) && (
        <p className="backstage__notice backstage__notice--error" role="alert">
          {endFailed ? t('live.presenting.endFailed') : presenting.problem === 'move' ? t('live.presenting.moveFailed') : t('live.presenting.submissionsFailed')}
        </p>
      )}
      <div className="backstage__body">
        <nav className="backstage__slides" aria-label={t('live.backstage.slides')}>
          <ol>
            {slides.map((slide, index) => {
              const isCurrent = slide.id === current?.id;
              return (
                <li key={slide.id}>
                  <button
                    type="button"
                    className={`backstage__slide ${isCurrent ? 'backstage__slide--current' : ''}`}
                    aria-current={isCurrent && running ? 'true' : undefined}
                    onClick={() => presenting.goTo(slide.id)}
                  >
                    {/* Named by what it shows, so speech input can say the visible number and title (WCAG 2.5.3). */}
                    <span className="visually-hidden">{t('live.backstage.goLive')} </span>
                    <span className="backstage__slide-number">{index + 1}</span>{' '}
                    <span className="backstage__slide-title">{titleOf(slide.title)}</span>
                    {isCurrent && running && <span className="live-chip live-chip--live"> {t('live.backstage.live')}</span>}
                  </button>
                </li>
              );
            })}
          </ol>
        </nav>
        <main className="backstage__main" id="main">
          <h2 className="backstage__section-title">
            {t('live.backstage.current')} · {t('live.presenting.slideOf', { index: currentIndex + 1, total: slides.length })}
          </h2>
          {current && (
            <div className="backstage__preview">
              <LiveStage textColour={current.textColour ?? null} baseColour={current.baseColour ?? null} fontFamily={deck.fontFamily} backdrop={<SlideBackdrop media={readSlideMedia(current)} baseColour={current.baseColour} />}>
                <SlideContent
                  slide={current}
                  results={live.results[current.id] ?? null}
                  submissionsStopped={stopped}
                  titleLevel={3}
                  joinUrl={joinLink(origin, deck.accessCode, live.joinToken)}
                  chartColours={deck.attributes.colorPalette?.colors}
                />
              </LiveStage>
            </div>
          )}
          <div className="backstage__controls">
            <button type="button" className="button button--secondary" onClick={() => presenting.step(-1)} disabled={currentIndex <= 0}>
              {t('live.presenting.previous')}
            </button>
            <button type="button" className="button button--primary" onClick={() => presenting.step(1)} disabled={currentIndex >= slides.length - 1}>
              {t('live.presenting.next')}
            </button>
            {current && liveAnswerKindFor(current.type) !== null && (
              <button type="button" className="button button--secondary" onClick={() => presenting.setSubmissionsStopped(!stopped)} aria-pressed={stopped} disabled={!running}>
                {stopped ? t('live.presenting.resumeSubmissions') : t('live.presenting.stopSubmissions')}
              </button>
            )}
          </div>
        </main>
        <aside className="backstage__side">
          <div className="backstage__join">
            <QrCode value={joinLink(origin, deck.accessCode, live.joinToken)} label={t('live.presenting.qrCode', { link })} className="backstage__qr" />
            <p>
              <Trans i18nKey="live.presenting.joinAtHost" values={{ link: joinAddress(origin) }} components={{ host: <strong /> }} />
            </p>
            <p className="backstage__code">{formatAccessCode(deck.accessCode)}</p>
          </div>
          <ReactionsTicker counts={live.reactions} />
        </aside>
      </div>
      {confirmEnd && (
        <ConfirmDialog
          title={t('live.presenting.endSessionTitle')}
          message={t('live.presenting.endSessionMessage')}
          confirmLabel={t('live.presenting.endSessionConfirm')}
          danger
          onClose={() => setConfirmEnd(false)}
          onConfirm={async () => {
            try {
              await presenting.endSession();
              setEndFailed(false);
            } catch {
              setEndFailed(true);
            }
            setConfirmEnd(false);
          }}
        />
      )}
    </div>
  );
}
