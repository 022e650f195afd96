import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isPlaceholderText } from '../../../../contracts/slides/plain-text.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { LiveRegion } from '../../ui/LiveRegion.js';
import { usePresenterQuizStore, usePresentingQuiz } from '../quiz/presenter/use-presenting-quiz.js';
import { AudienceCounter } from './AudienceCounter.js';
import { IdleTimer } from './idle-timer.js';
import { InstructionBar } from './InstructionBar.js';
import { liveAnswerKindFor } from '../../../../services/live/domain/answer-rules.js';
import type { ConnectLive } from './live-socket.js';
import { LiveStage } from './LiveStage.js';
import { usePresenterAnnouncements } from './presenter-announcements.js';
import { presentingAction } from './presenting-keys.js';
import { PresenterLive } from './presenter-live.js';
import { QrPanel } from './QrPanel.js';
import { ReactionsTicker } from './ReactionsTicker.js';
import { SessionFullBanner } from './SessionFullBanner.js';
import { ShortcutsDialog } from './ShortcutsDialog.js';
import { SlideContent } from './SlideContent.js';
import { usePresenting } from './use-presenting.js';

interface Props {
  readonly presentationId: string;
  readonly connect?: ConnectLive;
}

const PROBLEM_TEXT = {
  move: 'live.presenting.moveFailed',
  removeWord: 'live.presenting.removeWordFailed',
  submissions: 'live.presenting.submissionsFailed',
} as const;

const editorPath = (presentationId: string) => `/presentation/${encodeURIComponent(presentationId)}`;

/**
 * Presenting mode (spec doc 2 §2): the live slide on a 16:9 stage, full screen or windowed, with the join
 * instructions, live results, the audience counts and reactions. Keyboard: Escape exits; ArrowRight, PageDown and
 * Space go forward; ArrowLeft and PageUp go back; F goes full screen; on a quiz slide Enter or Space starts and
 * continues the quiz (features/quiz). The controls fade after 2000 ms of stillness.
 */
export function PresentingScreen({ presentationId, connect }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const quizStore = usePresenterQuizStore(presentationId, connect);
  const presenting = usePresenting(presentationId, { autoStart: true, connect: quizStore.connect });
  const { load, current, slides, currentIndex, live, step } = presenting;
  const quiz = usePresentingQuiz(quizStore, { deck: load.status === 'ready' ? load.deck : null, current, live, step });
  const onQuizKey = quiz.onKey;
  const [controlsVisible, setControlsVisible] = useState(true);
  const [fullscreen, setFullscreen] = useState(() => typeof document !== 'undefined' && document.fullscreenElement !== null);
  const [qrOpen, setQrOpen] = useState(false);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [endFailed, setEndFailed] = useState(false);
  const idle = useMemo(() => new IdleTimer(setControlsVisible), []);
  const controls = useRef<HTMLElement>(null);
  const dialogOpen = qrOpen || confirmEnd || shortcutsOpen;

  const exit = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    void navigate(editorPath(presentationId));
  }, [navigate, presentationId]);

  const toggleFullscreen = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void document.documentElement.requestFullscreen?.().catch(() => undefined);
  }, []);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  // Any movement, touch or key brings the controls back; 2000 ms of stillness hides them.
  useEffect(() => {
    const wake = () => idle.activity();
    idle.activity();
    window.addEventListener('mousemove', wake);
    window.addEventListener('pointerdown', wake);
    window.addEventListener('keydown', wake);
    return () => {
      window.removeEventListener('mousemove', wake);
      window.removeEventListener('pointerdown', wake);
      window.removeEventListener('keydown', wake);
      idle.stop();
    };
  }, [idle]);

  useEffect(() => {
    if (dialogOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const action = presentingAction({ key: event.key, altKey: event.altKey, ctrlKey: event.ctrlKey, metaKey: event.metaKey, target: event.target });
      if (!action) return;
      event.preventDefault();
      const quizKey = action === 'quiz' ? 'enter' : event.key === ' ' || event.key === 'Spacebar' ? 'space' : null;
      if (quizKey && onQuizKey(quizKey)) return;
      switch (action) {
        case 'exit':
          exit();
          return;
        case 'next':
          step(1);
          return;
        case 'previous':
          step(-1);
          return;
        case 'fullscreen':
          toggleFullscreen();
          return;
        case 'shortcuts':
          setShortcutsOpen(true);
          return;
        case 'quiz':
          return;
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dialogOpen, exit, step, toggleFullscreen, onQuizKey]);

  // Word removal is a mode of the current word cloud only.
  useEffect(() => setRemoving(false), [current?.id]);

  const answerable = current ? liveAnswerKindFor(current.type) !== null : false;
  const titleOfCurrent = current?.title && !isPlaceholderText(current.title) ? current.title : t('live.presenting.untitledSlide');
  const announcement = usePresenterAnnouncements(
    current?.id ?? null,
    t('live.presenting.announceSlide', { index: currentIndex + 1, total: slides.length, title: titleOfCurrent }),
    [
      ...(answerable && current ? [t('live.results.respondents', { count: live.results[current.id]?.respondents ?? 0 })] : []),
      t('live.presenting.online', { count: live.audience.online }),
    ].join(', '),
  );

  if (load.status === 'loading') {
    return (
      <div className="presenting presenting--message" aria-busy="true">
        <p>{t('live.presenting.loading')}</p>
      </div>
    );
  }
  if (load.status === 'failed') {
    return (
      <div className="presenting presenting--message">
        <p role="alert">{t('live.presenting.loadFailed')}</p>
        <p className="presenting__detail">{load.message}</p>
        <Link className="button button--secondary" to={editorPath(presentationId)}>
          {t('live.presenting.backToEditor')}
        </Link>
      </div>
    );
  }

  const { deck } = load;
  const origin = window.location.origin;
  const full = PresenterLive.sessionFull(live);
  const stopped = current ? (live.submissionsStopped[current.id] ?? false) : false;
  // The one thing the presenter should know about the connection or a control that did not work, most urgent first.
  const status =
    live.joinError ??
    (endFailed ? t('live.presenting.endFailed') : null) ??
    (presenting.problem ? t(PROBLEM_TEXT[presenting.problem]) : null) ??
    quiz.problem ??
    (live.ended ? t('live.presenting.sessionEnded') : null) ??
    (live.connection === 'reconnecting' ? t('live.presenting.connection.reconnecting') : null);
  const canRemoveWords = current?.type === 'wordCloud' && !current.wordCloudSmartGrouping && live.results[current.id]?.kind === 'words';

  return (
    <div className={`presenting ${controlsVisible || dialogOpen ? '' : 'presenting--idle'}`} data-fullscreen={fullscreen}>
      <title>{t('live.presenting.pageTitle', { name: deck.name })}</title>
      {slides.length === 0 || !current ? (
        <div className="presenting presenting--message">
          <p role="alert">{t('live.presenting.noSlides')}</p>
          <Link className="button button--secondary" to={editorPath(presentationId)}>
            {t('live.presenting.backToEditor')}
          </Link>
        </div>
      ) : (
        <main className="presenting__main" id="main">
          <LiveStage textColour={current.textColour ?? null} baseColour={current.baseColour ?? null} label={t('live.presenting.slideOf', { index: currentIndex + 1, total: slides.length })}>
            {!deck.settings.hideInstructionBar && <InstructionBar accessCode={deck.accessCode} origin={origin} onShowQr={() => setQrOpen(true)} />}
            {quiz.stage ?? (
              <SlideContent
                slide={current}
                results={live.results[current.id] ?? null}
                submissionsStopped={stopped}
                onRemoveWord={removing && canRemoveWords ? presenting.removeWord : undefined}
              />
            )}
          </LiveStage>
        </main>
      )}

      {full && (
        <div className="presenting__banner">
          <SessionFullBanner notice={full} />
        </div>
      )}
      {status && (
        <div className="presenting__status" role="status">
          {status}
        </div>
      )}

      <LiveRegion announcement={announcement} testId="presenter-announcer" />
      <footer className="presenting__footer" aria-label={t('live.presenting.footer')}>
        <div>
          <AudienceCounter audience={live.audience} />
        </div>
        <nav
          ref={controls}
          className="presenting__controls"
          aria-label={t('live.presenting.controls')}
          onFocus={() => idle.hold()}
          onBlur={(event) => {
            if (!controls.current?.contains(event.relatedTarget as Node | null)) idle.release();
          }}
        >
          <button type="button" className="presenting__control" onClick={() => step(-1)} disabled={currentIndex <= 0} aria-label={t('live.presenting.previous')}>
            <span aria-hidden="true">←</span>
          </button>
          <span className="presenting__position">
            {t('live.presenting.slideOf', { index: currentIndex + 1, total: slides.length })}
          </span>
          <button
            type="button"
            className="presenting__control"
            onClick={() => step(1)}
            disabled={currentIndex >= slides.length - 1}
            aria-label={t('live.presenting.next')}
          >
            <span aria-hidden="true">→</span>
          </button>
          {answerable && (
            <button type="button" className="presenting__control presenting__control--text" onClick={() => presenting.setSubmissionsStopped(!stopped)} aria-pressed={stopped}>
              {stopped ? t('live.presenting.resumeSubmissions') : t('live.presenting.stopSubmissions')}
            </button>
          )}
          {quiz.controls}
          {canRemoveWords && (
            <button type="button" className="presenting__control presenting__control--text" onClick={() => setRemoving((on) => !on)} aria-pressed={removing}>
              {removing ? t('live.presenting.doneRemoving') : t('live.presenting.removeWords')}
            </button>
          )}
          <span className="presenting__separator" aria-hidden="true" />
          <button type="button" className="presenting__control presenting__control--text" onClick={() => setQrOpen(true)} title={t('live.presenting.showQr')}>
            {t('live.presenting.qr')}
          </button>
          <button
            type="button"
            className="presenting__control presenting__control--text"
            onClick={toggleFullscreen}
            aria-pressed={fullscreen}
            title={t('live.presenting.fullscreenHint')}
          >
            {fullscreen ? t('live.presenting.exitFullscreen') : t('live.presenting.fullscreen')}
          </button>
          <Link
            className="presenting__control presenting__control--text"
            to={`${editorPath(presentationId)}/backstage`}
            target="_blank"
            rel="noopener"
            title={t('live.presenting.backstageHint')}
          >
            {t('live.presenting.backstage')}
          </Link>
          <button type="button" className="presenting__control presenting__control--text" onClick={() => setConfirmEnd(true)} disabled={live.sessionId === null}>
            {t('live.presenting.endSession')}
          </button>
          <button
            type="button"
            className="presenting__control presenting__control--text"
            onClick={() => setShortcutsOpen(true)}
            title={t('live.presenting.shortcutsHint')}
            aria-keyshortcuts="?"
          >
            {t('live.presenting.shortcuts')}
          </button>
          <button type="button" className="presenting__control presenting__control--text" onClick={exit} title={t('live.presenting.exitHint')}>
            {t('live.presenting.exit')}
          </button>
        </nav>
        <div>
          <ReactionsTicker counts={live.reactions} />
        </div>
        {!fullscreen && <p className="presenting__tip">{t('live.presenting.tip')}</p>}
      </footer>

      {shortcutsOpen && <ShortcutsDialog onClose={() => setShortcutsOpen(false)} />}
      {qrOpen && <QrPanel accessCode={deck.accessCode} origin={origin} joinToken={live.joinToken} onClose={() => setQrOpen(false)} />}
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
              setConfirmEnd(false);
              exit();
            } catch {
              setConfirmEnd(false);
              setEndFailed(true);
            }
          }}
        />
      )}
    </div>
  );
}
