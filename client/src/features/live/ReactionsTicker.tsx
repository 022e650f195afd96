import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REACTIONS, type Reaction } from '../../../../contracts/live/constants.js';
import type { ReactionCounts } from '../../../../contracts/live/results.js';
import { REACTION_EMOJI, reactionDeltas } from './reactions.js';

/** At most this many emoji float at once, however many arrive in one update. */
const MAX_FLOATING = 24;
const FLOAT_MS = 2400;

interface Floating {
  readonly id: number;
  readonly reaction: Reaction;
  readonly offset: number;
}

/** The audience's reactions: a count per reaction, and the new ones floating up the side of the screen. */
export function ReactionsTicker({ counts }: { counts: ReactionCounts }) {
  const { t } = useTranslation();
  const previous = useRef<ReactionCounts | null>(null);
  const nextId = useRef(1);
  const [floating, setFloating] = useState<Floating[]>([]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  useEffect(() => {
    const before = previous.current;
    previous.current = counts;
    // The first counts are history (the snapshot), not something that just happened.
    if (!before) return;
    const added: Floating[] = [];
    for (const { reaction, count } of reactionDeltas(before, counts)) {
      for (let index = 0; index < Math.min(count, MAX_FLOATING); index++) {
        added.push({ id: nextId.current++, reaction, offset: Math.round(Math.random() * 60) });
      }
    }
    if (added.length === 0) return;
    setFloating((current) => [...current, ...added].slice(-MAX_FLOATING));
    const ids = new Set(added.map((item) => item.id));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setFloating((current) => current.filter((item) => !ids.has(item.id)));
    }, FLOAT_MS);
    timers.current.add(timer);
  }, [counts]);

  const total = REACTIONS.reduce((sum, reaction) => sum + counts[reaction], 0);
  return (
    <div className="reactions-ticker">
      <div className="reactions-ticker__float" aria-hidden="true">
        {floating.map((item) => (
          <span key={item.id} className="reactions-ticker__bubble" style={{ right: `${item.offset}px` }}>
            {REACTION_EMOJI[item.reaction]}
          </span>
        ))}
      </div>
      {total > 0 && (
        <ul className="reactions-ticker__counts" aria-label={t('live.reactions.region')}>
          {REACTIONS.filter((reaction) => counts[reaction] > 0).map((reaction) => (
            <li key={reaction} aria-label={t('live.reactions.count', { label: t(`live.reactions.${reaction}`), count: counts[reaction] })}>
              <span aria-hidden="true">
                {REACTION_EMOJI[reaction]} {counts[reaction]}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
