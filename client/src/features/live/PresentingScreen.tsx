import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePresentingLanguage } from '../language/LanguageProvider.js';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PRESENT_FROM_PARAM } from '../../routes.js';
import { isPlaceholderText } from '../../../../contracts/slides/plain-text.js';
import { readSlideMedia } from '../../../../contracts/slides/slide-media.js';
import { SlideBackdrop } from '../slide-view/SlideBackdrop.js';
import { joinLink, publicOrigin } from './join-link.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { LiveRegion } from '../../ui/LiveRegion.js';
import { usePresenterActivitiesStore, usePresentingActivity } from '../activities/use-presenting-activities.js';
import { PresentingAudio, type AudioCommand } from '../audio/PresentingAudio.js';
import { PacingProgressPanel } from '../pacing/PacingProgressPanel.js';
import { RemotePanel } from '../remote/RemotePanel.js';
import { useRemoteControl } from '../remote/use-remote-control.js';
import type { RemoteEffect } from '../../../../services/remote-control/domain/remote-entry.js';
import { usePresenterPacing } from '../pacing/use-presenter-pacing.js';
import { PresenterChatPanel } from '../chat/PresenterChatPanel.js';
import { useLiveChat } from '../chat/use-live-chat.js';
import { PresenterQnaPanel } from '../qna/PresenterQnaPanel.js';
import { QnaStage } from '../qna/QnaStage.js';
import { deckHasQna, usePresenterQna, usePresenterQnaStore } from '../qna/use-presenter-qna.js';
import { usePresenterQuizStore, usePresentingQuiz } from '../quiz/presenter/use-presenting-quiz.js';
import { AudienceCounter } from './AudienceCounter.js';
import { CONTROLS_IDLE_MS, IdleTimer, type TimerApi } from './idle-timer.js';
import { InstructionBar, showsInstructionBar } from './InstructionBar.js';
import { liveAnswerKindFor } from '../../../../services/live/domain/answer-rules.js';
import { answersHeldForApproval } from '../../../../services/live/domain/live-slide.js';
import type { ConnectLive } from './live-socket.js';
import { LiveStage } from './LiveStage.js';
import { ModerationDialog } from './ModerationDialog.js';
import { MIN_GROUPED_ITEMS } from '../../../../contracts/ai/answer-groups.js';
import { AnswerGroupsDialog } from '../ai/AnswerGroupsDialog.js';
import { groupableCount } from '../ai/groupable-answers.js';
import { useAiEnabled } from '../ai/use-ai-enabled.js';
import { useSmartWordGrouping } from '../ai/use-smart-word-grouping.js';
import { usePresenterAnnouncements } from './presenter-announcements.js';
import { presentingAction } from './presenting-keys.js';
import { PresenterLive } from './presenter-live.js';
import { QrPanel } from './QrPanel.js';
import { ReactionsTicker } from './ReactionsTicker.js';
import { SessionFullBanner } from './SessionFullBanner.js';
import { SessionChoiceDialog } from './SessionChoiceDialog.js';
import { ShortcutsDialog } from './ShortcutsDialog.js';
import { SlideContent } from './SlideContent.js';
import { SlideGrid } from './SlideGrid.js';
import { SlideSearch } from './SlideSearch.js';
import { usePresenting } from './use-presenting.js';

interface Props {
  readonly presentationId: string;
  readonly connect?: ConnectLive;
  /** The clock the slide controls hide by (tests pass their own). */
  readonly timers?: TimerApi;
}

const PROBLEM_TEXT = {
  move: 'live.presenting.moveFailed',
  removeWord: 'live.presenting.removeWordFailed',
  submissions: 'live.presenting.submissionsFailed',
  moderate: 'live.moderation.failed',
} as const;

const editorPath = (presentationId: string) => `/presentation/${encodeURIComponent(presentationId)}`;

/**
 * Presenting mode (spec doc 2 §2): the live slide on a 16:9 stage, full screen or windowed, with the join
 * instructions, live results, the audience counts and reactions. Keyboard: Escape exits; ArrowRight, PageDown and
 * Space go forward; ArrowLeft and PageUp go back; F goes full screen; on a quiz slide Enter or Space starts and
 * continues the quiz (features/quiz); G opens the slide grid and / the slide search. The controls fade after 2000 ms
 * of stillness.
 */
export function PresentingScreen({ presentationId, connect, timers }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const quizStore = usePresenterQuizStore(presentationId, connect);
  const activityStore = usePresenterActivitiesStore(presentationId, quizStore.connect);
  const qnaStore = usePresenterQnaStore(presentationId, activityStore.connect);
  const chat = useLiveChat(presentationId, qnaStore.connect, presentationId);
  const pacing = usePresenterPacing(presentationId, chat.connect);
  // The remote control's presses take effect here (set once the screen's controls exist, below).
  const remoteEffect = useRef<(effect: RemoteEffect) => void>(() => undefined);
  const withRemote = useRemoteControl(pacing.connect, presentationId, (effect) => remoteEffect.current(effect));
  const [search, setSearch] = useSearchParams();
  const [chosenSlide] = useState(() => search.get(PRESENT_FROM_PARAM));
  const presenting = usePresenting(presentationId, { autoStart: true, connect: withRemote, startSlideId: chosenSlide });
  // Used once: a reload later resumes where the session is, not at the slide chosen back then.
  useEffect(() => {
    if (chosenSlide !== null)
      setSearch(
        (current) => {
          current.delete(PRESENT_FROM_PARAM);
          return current;
        },
        { replace: true },
      );
  }, [chosenSlide, setSearch]);
  const { load, current, slides, currentIndex, live, step } = presenting;
  // Once in the presenter room of a session (again after a reconnect), the chat's stored messages and new ones.
  useEffect(() => {
    if (live.connection === 'online' && live.sessionId !== null) void chat.chat.follow();
  }, [chat.chat, live.connection, live.sessionId]);
  const hasQna = deckHasQna(load.status === 'ready' ? load.deck : null);
  const qna = usePresenterQna(qnaStore, live, hasQna);
  const [side, setSide] = useState<'qna' | 'chat' | null>(null);
  const toggleSide = (panel: 'qna' | 'chat') => setSide((open) => (open === panel ? null : panel));
  const quiz = usePresentingQuiz(quizStore, { deck: load.status === 'ready' ? load.deck : null, current, live, step });
  const activity = usePresentingActivity(activityStore, { current, live });
  // Self-paced: phones move on their own and open their own questions; this screen shows results and progress.
  const selfPaced = load.status === 'ready' && load.deck.settings.audiencePacing;
  // The stage speaks the presentation's language when it has one, else the presenter's own.
  usePresentingLanguage(load.status === 'ready' ? load.deck.settings.presentingLanguage : null);
  const onQuizKey = selfPaced ? null : quiz.onKey;
  const pacingSession = selfPaced && live.connection === 'online' && !live.ended ? live.sessionId : null;
  useEffect(() => {
    if (pacingSession) void pacing.pacing.refresh();
  }, [pacing.pacing, pacingSession]);
  const [controlsVisible, setControlsVisible] = useState(true);
  const [fullscreen, setFullscreen] = useState(() => typeof document !== 'undefined' && document.fullscreenElement !== null);
  const [qrOpen, setQrOpen] = useState(false);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const [remoteOpen, setRemoteOpen] = useState(false);
  /** What the remote set for this screen: the instruction bar, the theme, an audio press, a full-screen request. */
  const [instructionBar, setInstructionBar] = useState<boolean | null>(null);
  const [theme, setTheme] = useState<{ textColour: string | null; baseColour: string | null } | null>(null);
  const [audioCommand, setAudioCommand] = useState<AudioCommand | null>(null);
  const [fullscreenAsked, setFullscreenAsked] = useState(false);
  const [panel, setPanel] = useState<'grid' | 'search' | 'moderation' | 'groups' | null>(null);
  const [removing, setRemoving] = useState(false);
  // Grouping answers is offered only where the server has an AI provider.
  const aiEnabled = useAiEnabled();
  useSmartWordGrouping(presentationId, current, current ? live.results[current.id] : undefined);
  const [endFailed, setEndFailed] = useState(false);
  const idle = useMemo(() => new IdleTimer(setControlsVisible, CONTROLS_IDLE_MS, timers), [timers]);
  const controls = useRef<HTMLElement>(null);
  const dialogOpen = qrOpen || confirmEnd || shortcutsOpen || remoteOpen || panel !== null || presenting.sessionChoice !== null;

  const exit = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    void navigate(editorPath(presentationId));
  }, [navigate, presentationId]);

  const toggleFullscreen = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void document.documentElement.requestFullscreen?.().catch(() => undefined);
  }, []);

  const setMuted = quiz.setMuted;
  remoteEffect.current = (effect) => {
    switch (effect.key) {
      case 'navigateSlide':
        // The server moves the live slide; this screen follows it as it follows backstage.
        return;
      case 'showQRCode':
        setQrOpen(effect.on);
        return;
      case 'showInstructionBar':
        setInstructionBar(effect.on);
        return;
      case 'fullscreen':
        if (!effect.on) {
          setFullscreenAsked(false);
          if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
          return;
        }
        // Browsers go full screen only from a person's own click or key: without one, this screen asks for it.
        void Promise.resolve(document.documentElement.requestFullscreen?.()).then(
          () => setFullscreenAsked(document.fullscreenElement === null),
          () => setFullscreenAsked(true),
        );
        return;
      case 'quizSoundEffect':
        setMuted(!effect.on);
        return;
      case 'audioControl':
        setAudioCommand({ action: effect.action, target: effect.target, at: Date.now() });
        return;
      case 'themeUpdate':
        setTheme({ textColour: effect.textColour, baseColour: effect.baseColour });
        return;
    }
  };

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
      if (quizKey && onQuizKey?.(quizKey)) return;
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
        case 'grid':
        case 'search':
          setPanel(action);
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
  const origin = publicOrigin();
  const full = PresenterLive.sessionFull(live);
  const stopped = current ? (live.submissionsStopped[current.id] ?? false) : false;
  // The one thing the presenter should know about the connection or a control that did not work, most urgent first.
  const status =
    live.joinError ??
    (endFailed ? t('live.presenting.endFailed') : null) ??
    (presenting.problem ? t(PROBLEM_TEXT[presenting.problem]) : null) ??
    quiz.problem ??
    activity.problem ??
    (live.ended ? t('live.presenting.sessionEnded') : null) ??
    (live.connection === 'reconnecting' ? t('live.presenting.connection.reconnecting') : null) ??
    (deck.settings.privateMode ? t('live.presenting.privateMode') : null);
  const canRemoveWords = current?.type === 'wordCloud' && !current.wordCloudSmartGrouping && live.results[current.id]?.kind === 'words';
  const currentResults = current ? live.results[current.id] : undefined;
  const groupable = current !== null && aiEnabled && (current.type === 'openEnded' || current.type === 'wordCloud') ? groupableCount(currentResults) >= MIN_GROUPED_ITEMS : false;
  const held = currentResults?.kind === 'text' || currentResults?.kind === 'words' ? (currentResults.held ?? []) : [];
  const sideOpen = (side === 'chat' && chat.state.available) || (side === 'qna' && hasQna);
  const moderated = current !== null && (held.length > 0 || answersHeldForApproval(deck.settings.isModerationMode, current.type));

  return (
    <div
      className={`presenting ${controlsVisible || dialogOpen ? '' : 'presenting--idle'} ${sideOpen ? 'presenting--with-side' : ''}`}
      data-fullscreen={fullscreen}
    >
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
          <LiveStage
            textColour={theme?.textColour ?? current.textColour ?? null}
            baseColour={theme?.baseColour ?? current.baseColour ?? null}
            fontFamily={deck.fontFamily}
            label={t('live.presenting.slideOf', { index: currentIndex + 1, total: slides.length })}
            backdrop={!selfPaced && quiz.stage ? undefined : <SlideBackdrop media={readSlideMedia(current)} baseColour={current.baseColour} />}
          >
            {(instructionBar ?? showsInstructionBar(deck.settings, current)) && <InstructionBar accessCode={deck.accessCode} origin={origin} onShowQr={() => setQrOpen(true)} />}
            {(!selfPaced && quiz.stage) ||
              activity.stage ||
              (current.type === 'question' ? (
                <QnaStage title={current.title} view={qna} />
              ) : (
                <SlideContent
                  slide={current}
                  results={live.results[current.id] ?? null}
                  submissionsStopped={stopped}
                  onRemoveWord={removing && canRemoveWords ? presenting.removeWord : undefined}
                  joinUrl={joinLink(origin, deck.accessCode, live.joinToken)}
                  chartColours={deck.attributes.colorPalette?.colors}
                />
              ))}
          </LiveStage>
          {selfPaced && <PacingProgressPanel state={pacing.state} />}
          {fullscreenAsked && !fullscreen && (
            <div className="presenting__banner" role="alert">
              <p>{t('remote.screen.fullscreenAsked')}</p>
              <button
                type="button"
                className="button button--primary"
                onClick={() => {
                  setFullscreenAsked(false);
                  toggleFullscreen();
                }}
              >
                {t('remote.screen.goFullscreen')}
              </button>
            </div>
          )}
          <PresentingAudio slideAudio={current?.audio ?? null} presentationAudio={deck.attributes.audio ?? null} command={audioCommand} slideKey={current?.id ?? ''} />
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
          {!selfPaced && quiz.controls}
          {activity.controls}
          {moderated && (
            <button type="button" className="presenting__control presenting__control--text" onClick={() => setPanel('moderation')}>
              {t('live.moderation.open', { count: held.length })}
            </button>
          )}
          {groupable && (
            <button type="button" className="presenting__control presenting__control--text" onClick={() => setPanel('groups')}>
              {t('ai.groups.open')}
            </button>
          )}
          {canRemoveWords && (
            <button type="button" className="presenting__control presenting__control--text" onClick={() => setRemoving((on) => !on)} aria-pressed={removing}>
              {removing ? t('live.presenting.doneRemoving') : t('live.presenting.removeWords')}
            </button>
          )}
          <span className="presenting__separator" aria-hidden="true" />
          <button type="button" className="presenting__control presenting__control--text" onClick={() => setPanel('grid')} title={t('live.grid.openHint')} aria-keyshortcuts="G">
            {t('live.grid.open')}
          </button>
          <button type="button" className="presenting__control presenting__control--text" onClick={() => setPanel('search')} title={t('live.search.openHint')} aria-keyshortcuts="/">
            {t('live.search.open')}
          </button>
          {hasQna && (
            <button
              type="button"
              className="presenting__control presenting__control--text"
              onClick={() => toggleSide('qna')}
              aria-pressed={side === 'qna'}
              title={t('qna.presenter.toggleHint')}
            >
              {t('qna.presenter.toggle')}
            </button>
          )}
          {chat.state.available && (
            <button
              type="button"
              className="presenting__control presenting__control--text"
              onClick={() => toggleSide('chat')}
              aria-pressed={side === 'chat'}
              title={t('chat.openHint')}
            >
              {t('chat.open')}
            </button>
          )}
          <button type="button" className="presenting__control presenting__control--text" onClick={() => setQrOpen(true)} title={t('live.presenting.showQr')}>
            {t('live.presenting.qr')}
          </button>
          <button type="button" className="presenting__control presenting__control--text" onClick={() => setRemoteOpen(true)} title={t('remote.panel.openHint')}>
            {t('remote.panel.open')}
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

      {side === 'chat' && chat.state.available && (
        <PresenterChatPanel chat={chat.chat} state={chat.state} disabled={live.connection !== 'online'} onClose={() => setSide(null)} />
      )}
      {side === 'qna' && hasQna && (
        <PresenterQnaPanel
          view={qna}
          onModerate={(questionId, action) => void qnaStore.qna.moderate(questionId, action)}
          onPause={() => qnaStore.qna.pause()}
          onResume={() => qnaStore.qna.resume()}
          onClose={() => setSide(null)}
        />
      )}
      {shortcutsOpen && <ShortcutsDialog onClose={() => setShortcutsOpen(false)} />}
      {remoteOpen && <RemotePanel presentationId={presentationId} origin={origin} onClose={() => setRemoteOpen(false)} />}
      {panel === 'grid' && <SlideGrid deck={deck} slides={slides} currentId={current?.id ?? null} onGo={presenting.goTo} onClose={() => setPanel(null)} />}
      {panel === 'search' && <SlideSearch slides={slides} currentId={current?.id ?? null} onGo={presenting.goTo} onClose={() => setPanel(null)} />}
      {panel === 'moderation' && <ModerationDialog held={held} onModerate={presenting.moderateAnswer} onClose={() => setPanel(null)} />}
      {panel === 'groups' && current && (current.type === 'openEnded' || current.type === 'wordCloud') && (
        <AnswerGroupsDialog presentationId={presentationId} slideId={current.id} type={current.type} onClose={() => setPanel(null)} />
      )}
      {qrOpen && <QrPanel accessCode={deck.accessCode} origin={origin} joinToken={live.joinToken} onClose={() => setQrOpen(false)} />}
      {presenting.sessionChoice && (
        <SessionChoiceDialog choice={presenting.sessionChoice} onContinue={presenting.continueLastSession} onStartNew={presenting.startNewSession} onLeave={exit} />
      )}
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
