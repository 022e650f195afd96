import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REACTIONS, type Reaction } from '../../../../contracts/live/constants.js';
import { REACTION_EMOJI } from '../live/reactions.js';

/** A reaction at most this often per person: enough to cheer, not enough to flood the presenter's screen. */
const REACTION_COOLDOWN_MS = 400;

/** The audience's reactions (like, heart, laugh, wow, sad), always within thumb reach at the bottom. */
export function ReactionsBar({ onReact, disabled }: { onReact: (reaction: Reaction) => Promise<boolean>; disabled: boolean }) {
  const { t } = useTranslation();
  const last = useRef(0);
  const [popped, setPopped] = useState<Reaction | null>(null);
  const react = (reaction: Reaction) => {
    const now = Date.now();
    if (now - last.current < REACTION_COOLDOWN_MS) return;
    last.current = now;
    setPopped(reaction);
    setTimeout(() => setPopped((current) => (current === reaction ? null : current)), 600);
    void onReact(reaction);
  };
  return (
    <nav className="reactions-bar" aria-label={t('live.reactions.region')}>
      {REACTIONS.map((reaction) => (
        <button
          key={reaction}
          type="button"
          className={`reactions-bar__button ${popped === reaction ? 'reactions-bar__button--popped' : ''}`}
          onClick={() => react(reaction)}
          disabled={disabled}
          aria-label={t('live.reactions.send', { label: t(`live.reactions.${reaction}`) })}
        >
          <span aria-hidden="true">{REACTION_EMOJI[reaction]}</span>
        </button>
      ))}
    </nav>
  );
}
