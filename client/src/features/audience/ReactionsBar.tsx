import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REACTIONS, type Reaction } from '../../../../contracts/live/constants.js';
import { REACTION_EMOJI } from '../live/reactions.js';

/**
 * The audience's reactions (like, heart, laugh, wow, sad), always within thumb reach at the bottom. Every tap counts:
 * the session queues it until the server acknowledges it (the socket's rate limit paces a flood, not this bar).
 */
export function ReactionsBar({ onReact, disabled }: { onReact: (reaction: Reaction) => void; disabled: boolean }) {
  const { t } = useTranslation();
  const [popped, setPopped] = useState<Reaction | null>(null);
  const react = (reaction: Reaction) => {
    setPopped(reaction);
    setTimeout(() => setPopped((current) => (current === reaction ? null : current)), 600);
    onReact(reaction);
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
