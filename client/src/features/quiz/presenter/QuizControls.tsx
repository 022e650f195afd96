import { useTranslation } from 'react-i18next';
import type { QuizSlideRole } from '../quiz-state.js';
import type { LeaderboardView } from './LeaderboardSlide.js';
import type { PresenterQuizState } from './presenter-quiz.js';

interface Props {
  readonly slideId: string;
  readonly role: NonNullable<QuizSlideRole>;
  readonly quiz: PresenterQuizState;
  readonly muted: boolean;
  readonly onMute: (muted: boolean) => void;
  readonly onStep: () => void;
  readonly view: LeaderboardView;
  readonly onView: (view: LeaderboardView) => void;
  readonly visible: boolean;
  readonly onVisible: (visible: boolean) => void;
  readonly awarding: boolean;
  readonly onAwarding: (awarding: boolean) => void;
}

/**
 * The quiz's buttons in the presenting controls: the step Enter or Space takes, the music's mute, and on the
 * leaderboard slide its view and its visibility for the audience.
 */
export function QuizControls({ slideId, role, quiz, muted, onMute, onStep, view, onView, visible, onVisible, awarding, onAwarding }: Props) {
  const { t } = useTranslation();
  const state = quiz.quiz?.slideId === slideId ? quiz.quiz : null;
  const stepLabel = (() => {
    switch (state?.stage) {
      case 'lobby':
        return t('quiz.controls.start');
      case 'rule':
        return t('quiz.controls.continue');
      case 'countdown':
        return t('quiz.controls.skipCountdown');
      case 'question':
        return t('quiz.controls.endQuestion');
      case 'result':
        return state.revealed ? null : t('quiz.controls.reveal');
      default:
        return null;
    }
  })();
  const teamPlay = quiz.leaderboard?.teamPlay === true;
  return (
    <>
      {role.role === 'question' && stepLabel && (
        <button type="button" className="presenting__control presenting__control--text" onClick={onStep} disabled={quiz.busy} title={t('quiz.controls.stepHint')}>
          {stepLabel}
        </button>
      )}
      {role.role === 'leaderboard' && teamPlay && (
        <button
          type="button"
          className="presenting__control presenting__control--text"
          onClick={() => onView(view === 'team' ? 'individual' : 'team')}
          aria-pressed={view === 'team'}
        >
          {t('quiz.controls.teamView')}
        </button>
      )}
      {role.role === 'leaderboard' && (
        <button type="button" className="presenting__control presenting__control--text" onClick={() => onVisible(!visible)} aria-pressed={!visible}>
          {visible ? t('quiz.controls.hideLeaderboard') : t('quiz.controls.showLeaderboard')}
        </button>
      )}
      {role.role === 'leaderboard' && (
        <button type="button" className="presenting__control presenting__control--text" onClick={() => onAwarding(!awarding)} aria-pressed={awarding}>
          {t('quiz.controls.givePoints')}
        </button>
      )}
      {state?.music && (
        <button type="button" className="presenting__control presenting__control--text" onClick={() => onMute(!muted)} aria-pressed={muted} title={t('quiz.controls.musicHint')}>
          {muted ? t('quiz.controls.unmute') : t('quiz.controls.mute')}
        </button>
      )}
    </>
  );
}
