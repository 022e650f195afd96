import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../ui/Modal.js';

/** Spec doc 1 §2 / §9: the logged-out countdown lasts 7 seconds. */
export const LOGGED_OUT_COUNTDOWN_SECONDS = 7;

interface Props {
  /** Signs out and goes to the login screen; called by the button or when the countdown ends. */
  readonly onLoginAgain: () => void;
}

export function LoggedOutModal({ onLoginAgain }: Props) {
  const { t } = useTranslation();
  const [remainingSeconds, setRemainingSeconds] = useState(LOGGED_OUT_COUNTDOWN_SECONDS);
  const button = useRef<HTMLButtonElement>(null);
  const leave = useRef(onLoginAgain);
  leave.current = onLoginAgain;

  useEffect(() => {
    const startedAt = Date.now();
    const timer = setInterval(() => {
      const left = Math.max(0, LOGGED_OUT_COUNTDOWN_SECONDS - Math.floor((Date.now() - startedAt) / 1000));
      setRemainingSeconds(left);
      if (left === 0) {
        clearInterval(timer);
        leave.current();
      }
    }, 250);
    return () => clearInterval(timer);
  }, []);

  return (
    <Modal
      title={t('overlays.loggedOut.title')}
      role="alertdialog"
      priority="high"
      initialFocus={button}
      actions={
        <button ref={button} type="button" className="button button--primary" onClick={() => leave.current()}>
          {t('overlays.loggedOut.loginAgain')}
        </button>
      }
    >
      <p aria-live="polite">{t('overlays.loggedOut.countdown', { count: remainingSeconds, remainingSeconds })}</p>
    </Modal>
  );
}
