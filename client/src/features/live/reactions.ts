import { REACTIONS, type Reaction } from '../../../../contracts/live/constants.js';
import type { ReactionCounts } from '../../../../contracts/live/results.js';

export const REACTION_EMOJI: Record<Reaction, string> = { like: '👍', heart: '❤️', laugh: '😂', wow: '😮', sad: '😢' };

export const emptyReactions = (): ReactionCounts => ({ like: 0, heart: 0, laugh: 0, wow: 0, sad: 0 });

/** How many of each reaction arrived since the previous counts (what floats up on the presenter's screen). */
export function reactionDeltas(previous: ReactionCounts, next: ReactionCounts): { reaction: Reaction; count: number }[] {
  return REACTIONS.map((reaction) => ({ reaction, count: Math.max(0, (next[reaction] ?? 0) - (previous[reaction] ?? 0)) })).filter(
    (delta) => delta.count > 0,
  );
}
