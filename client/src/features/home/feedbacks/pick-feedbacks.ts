/**
 * Spec doc 1 §9: up to `count` of the fetched feedbacks at random, in the order fetched (newest first). `random`
 * returns [0, 1) like Math.random, injected so a test can fix it.
 */
export function pickFeedbacks<T>(feedbacks: readonly T[], count: number, random: () => number): T[] {
  const indexes = feedbacks.map((_, index) => index);
  // A partial Fisher-Yates shuffle: the first `count` places get a uniform choice without repeats.
  const taken = Math.min(count, indexes.length);
  for (let place = 0; place < taken; place++) {
    const other = place + Math.floor(random() * (indexes.length - place));
    [indexes[place], indexes[other]] = [indexes[other]!, indexes[place]!];
  }
  return indexes
    .slice(0, taken)
    .sort((a, b) => a - b)
    .map((index) => feedbacks[index]!);
}
