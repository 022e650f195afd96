import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { slideAudioSchema } from '../../../../contracts/slides/common-schemas.js';
import { isPlaceholderText } from '../../../../contracts/slides/plain-text.js';
import { readSlideMedia } from '../../../../contracts/slides/slide-media.js';
import { effectiveSlideType, type SecondarySlideType, type SlideType } from '../../../../contracts/slides/slide-types.js';
import { joinLink, publicOrigin } from '../live/join-link.js';
import { imageSrc } from '../slide-view/image-src.js';
import { SlideBackdrop } from '../slide-view/SlideBackdrop.js';
import { SlideMediaView } from '../slide-view/SlideMediaView.js';
import { LiveRegion } from '../../ui/LiveRegion.js';
import { PresentingAudio } from '../audio/PresentingAudio.js';
import { liveAnswerKindFor } from '../../../../services/live/domain/answer-rules.js';
import { AudienceActivityView } from '../activities/AudienceActivityView.js';
import { isAudienceActivity, useAudienceActivities } from '../activities/use-audience-activities.js';
import { fromAudienceSlide } from '../live/live-slide.js';
import type { ConnectLive } from '../live/live-socket.js';
import { PacedAudienceView } from '../pacing/PacedAudienceView.js';
import { useAudiencePacing } from '../pacing/use-audience-pacing.js';
import { QuizAudienceView } from '../quiz/audience/QuizAudienceView.js';
import { useAudienceQuiz } from '../quiz/audience/use-audience-quiz.js';
import { quizSlideRole } from '../quiz/quiz-state.js';
import { ChatPanel } from '../chat/ChatPanel.js';
import { useLiveChat } from '../chat/use-live-chat.js';
import { AudienceQnaView } from '../qna/AudienceQnaView.js';
import { useAudienceQna } from '../qna/use-audience-qna.js';
import { AnswerPanel } from './answers/AnswerPanel.js';
import { resultsVisible, useAudienceAnnouncements } from './audience-announcements.js';
import { AudienceSession } from './audience-session.js';
import { ConnectionBanner } from './ConnectionBanner.js';
import { PrivateFeedbackForm } from './PrivateFeedbackForm.js';
import { ReactionsBar } from './ReactionsBar.js';
import { SlideExtras } from './SlideExtras.js';
import { slideHeroStyle } from './slide-hero-style.js';

interface Props {
  readonly token: string;
  /** The code this phone joined with: a QR-code slide shows its join link, for the person beside you. */
  readonly accessCode?: string;
  readonly connect: ConnectLive;
  /** The token was refused, or the session this join belonged to is over: the caller offers a new join. */
  readonly onRejected: () => void;
  readonly onEnded: () => void;
}

/**
 * A joined audience member: the active slide live, answering, results, reactions, and the connection's state. Quiz
 * questions and leaderboards show the quiz's own screens (features/quiz), on the same socket.
 */
export function LiveAudience({ token, accessCode, connect, onRejected, onEnded }: Props) {
  const { t } = useTranslation();
  const quiz = useAudienceQuiz(token, connect);
  const activities = useAudienceActivities(token, quiz.connect);
  const paced = useAudiencePacing(token, activities.connect);
  const qna = useAudienceQna(token, paced.connect);
  const chat = useLiveChat(token, qna.connect);
  const session = useMemo(() => new AudienceSession(token, { connect: chat.connect }), [token, chat.connect]);
  const [qnaOpen, setQnaOpen] = useState(false);
  const [chatOpen, setChatOpen] = useState(false);
  const state = useSyncExternalStore(session.subscribe, session.current);

  useEffect(() => {
    session.start();
    const network = () => session.networkChanged();
    window.addEventListener('online', network);
    window.addEventListener('offline', network);
    return () => {
      window.removeEventListener('online', network);
      window.removeEventListener('offline', network);
      session.stop();
    };
  }, [session]);

  useEffect(() => {
    if (state.rejected) onRejected();
  }, [state.rejected, onRejected]);

  // Self-paced: the phone is on its own slide, not the presenter's.
  const selfPaced = state.snapshot?.audiencePacing ?? false;
  const ownSlide = selfPaced ? (paced.state.current?.slide ?? null) : state.activeSlide;
  const slide = ownSlide ? fromAudienceSlide(ownSlide) : null;
  const media = state.activeSlide ? readSlideMedia(state.activeSlide.settings) : null;
  const me = state.snapshot?.me;
  const quizRole = ownSlide ? quizSlideRole(ownSlide) : null;
  const slideError = slide && state.answerError?.slideId === slide.id ? state.answerError.message : null;
  // The server sends a slide's audio only when it plays on phones too.
  const slideAudio = slideAudioSchema.safeParse(ownSlide?.settings.audio).data ?? null;
  // "Shuffle options": this phone's own order, the same each time it shows the slide.
  const shuffleFor = ownSlide?.shuffleOptions && me ? me.audienceId : null;
  const qnaSlide = slide?.type === 'question' && qna.state.available;
  // Q&A on every slide (qnaAllSlide): a part of the screen the person opens, beside whatever slide is on.
  const qnaBeside = !qnaSlide && qna.state.available && (qna.state.settings?.allSlides ?? false) && state.status === 'live' && state.snapshot !== null;
  const qnaView = (headingLevel: 2 | 3) => (
    <AudienceQnaView
      qna={qna.state}
      disabled={state.connection !== 'online'}
      headingLevel={headingLevel}
      onAsk={(text) => qna.qna.ask(text, slide?.id ?? null)}
      onUpvote={(questionId, up) => void qna.qna.upvote(questionId, up)}
      onOrder={(order) => qna.qna.setOrder(order)}
    />
  );

  // One polite live region for the whole session: new slides, closing, results and problems are said there.
  const announcement = useAudienceAnnouncements({
    slideId: slide?.id ?? null,
    title: slide && !isPlaceholderText(slide.title) ? slide.title : t('live.presenting.untitledSlide'),
    answerable: slide !== null && quizRole === null && liveAnswerKindFor(slide.type) !== null,
    submissionsStopped: ownSlide?.submissionsStopped ?? false,
    resultsShown:
      slide !== null &&
      resultsVisible(selfPaced ? paced.state.results : state.results, slide.settings.hideResult, state.myAnswers.some((answer) => answer.slideId === slide.id), ownSlide?.submissionsStopped ?? false),
    error: slideError ?? (state.connection === 'offline' ? t('audience.live.offline') : null),
    ended: state.status === 'ended',
  });

  // Focus follows the session to where the next thing to do is: the new question, the waiting message, the end.
  const focusKey = state.status === 'ended' ? 'ended' : (slide?.id ?? (state.snapshot ? 'waiting' : 'connecting'));
  const focusTarget = useRef<HTMLElement | null>(null);
  const focusHere = useCallback((element: HTMLElement | null) => {
    focusTarget.current = element;
  }, []);
  useEffect(() => focusTarget.current?.focus(), [focusKey]);

  return (
    <div className="audience-live">
      <title>{t('audience.entry.pageTitle', { name: state.snapshot?.presentationName || t('app.name') })}</title>
      <header className="audience-live__header">
        <p className="audience-live__name">{state.snapshot?.presentationName}</p>
        {me && (
          <p className="audience-live__me">
            <span aria-hidden="true" className="audience-live__avatar">
              {me.emoji}
            </span>
            {me.name ? t('audience.live.you', { name: me.name }) : t('audience.live.youAnonymous')}
          </p>
        )}
      </header>
      <ConnectionBanner state={state.connection} />
      <main className="audience-live__main" id="main">
        {state.status === 'ended' ? (
          <section className="audience-card audience-ended">
            <h1 ref={focusHere} tabIndex={-1}>
              {t('audience.live.ended')}
            </h1>
            <PrivateFeedbackForm onSend={(rating, comment) => session.giveFeedback(rating, comment)} />
            <button type="button" className="button button--secondary" onClick={onEnded}>
              {t('audience.live.joinAgain')}
            </button>
          </section>
        ) : selfPaced ? (
          <PacedAudienceView
            pacing={paced.state}
            myAnswers={state.myAnswers}
            pending={state.pending}
            error={slideError}
            onMove={(to) => void paced.pacing.go(to)}
            onSubmit={(slideId, value) => session.submit(slideId, value)}
            shuffleFor={shuffleFor}
            focusHere={focusHere}
          />
        ) : slide && state.activeSlide ? (
          <section className="audience-card audience-slide" aria-labelledby="audience-slide-title">
            <div className="audience-slide__hero" style={slideHeroStyle(state.activeSlide.settings)}>
              {media && imageSrc(media.backgroundImage) && <SlideBackdrop media={media} baseColour={slide.settings.baseColour} size="xLarge" />}
              <h1 id="audience-slide-title" className="audience-slide__title" ref={focusHere} tabIndex={-1}>
                {slide.title || <span className="visually-hidden">{t('live.presenting.untitledSlide')}</span>}
              </h1>
              {slide.settings.description && <p className="audience-slide__description">{slide.settings.description}</p>}
            </div>
            <SlideExtras slide={state.activeSlide} />
            {media && (
              <>
                <SlideMediaView
                  // A new slide starts its video or embed at the poster again.
                  key={slide.id}
                  type={effectiveSlideType(state.activeSlide.type as SlideType, state.activeSlide.slideType as SecondarySlideType)}
                  media={media}
                  surface="phone"
                  joinUrl={accessCode ? joinLink(publicOrigin(), accessCode) : null}
                  label={slide.title || t('live.presenting.untitledSlide')}
                />
              </>
            )}
            {qnaSlide ? (
              qnaView(2)
            ) : quizRole ? (
              <QuizAudienceView
                slideId={slide.id}
                role={quizRole}
                quiz={quiz.state}
                me={me ?? null}
                shuffleFor={shuffleFor}
                hints={state.activeSlide.hints ?? []}
                answered={state.myAnswers.filter((answer) => answer.slideId === slide.id).map((answer) => answer.value)}
                sending={state.pending.some((answer) => answer.slideId === slide.id)}
                error={slideError}
                onSubmit={(value) => session.submit(slide.id, value)}
              />
            ) : isAudienceActivity(slide.type) ? (
              <AudienceActivityView slide={state.activeSlide} activities={activities} />
            ) : (
              <AnswerPanel
                slide={slide}
                shuffleFor={shuffleFor}
                correctOptionIds={state.activeSlide.correctOptionIds}
                submissionsStopped={state.activeSlide.submissionsStopped}
                results={state.results}
                myAnswers={state.myAnswers}
                pending={state.pending}
                error={slideError}
                onSubmit={(value) => session.submit(slide.id, value)}
              />
            )}
          </section>
        ) : (
          <section className="audience-card audience-waiting" aria-busy={state.snapshot === null}>
            <span className="audience-waiting__pulse" aria-hidden="true" />
            <p ref={focusHere} tabIndex={-1}>
              {state.snapshot ? t('audience.live.waiting') : t('audience.live.connecting')}
            </p>
          </section>
        )}
        {state.status === 'live' && (
          <PresentingAudio placement="phone" slideAudio={slideAudio} presentationAudio={state.snapshot?.presentationAudio ?? null} command={null} slideKey={ownSlide?.id ?? ''} />
        )}
        {qnaBeside && (
          <div className="audience-card qna-beside">
            <button type="button" className="button button--secondary" aria-expanded={qnaOpen} onClick={() => setQnaOpen((open) => !open)}>
              {qnaOpen ? t('qna.audience.close') : t('qna.audience.open')}
            </button>
            {qnaOpen && qnaView(2)}
          </div>
        )}
        {/* Doc 2 §4: the chat shows in the lobby and while presenting, when the server says it is there. */}
        {chat.state.available && state.status === 'live' && state.snapshot !== null && (
          <div className="audience-card chat-drawer">
            <button type="button" className="button button--secondary" aria-expanded={chatOpen} onClick={() => setChatOpen((open) => !open)}>
              {chatOpen ? t('chat.close') : t('chat.open')}
            </button>
            {chatOpen && (
              <>
                <h2 className="qna-audience__heading">{t('chat.heading')}</h2>
                <ChatPanel
                  chat={chat.state}
                  disabled={state.connection !== 'online'}
                  onSend={(message) => void chat.chat.send(message)}
                  onRetry={(messageId) => void chat.chat.retry(messageId)}
                />
              </>
            )}
          </div>
        )}
      </main>
      <LiveRegion announcement={announcement} testId="audience-announcer" />
      {state.snapshot?.reactionsEnabled && state.status === 'live' && (
        <ReactionsBar onReact={(reaction) => session.react(reaction)} disabled={state.connection !== 'online'} />
      )}
    </div>
  );
}
