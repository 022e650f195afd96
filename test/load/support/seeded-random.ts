/** A small deterministic generator (LCG), so a run can be repeated exactly from its printed seed. */
export function seededRandom(seed: number): () => number {
  let state = seed % 2 ** 31;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}
