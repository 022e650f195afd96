/**
 * A small deterministic generator (the C library's LCG, modulo 2^31), so a run can be repeated exactly from its
 * printed seed. The product is taken in 32-bit integer arithmetic: in doubles it loses its low bits past 2^53 and
 * the sequence falls into a cycle of about 10,000 values.
 */
export function seededRandom(seed: number): () => number {
  let state = seed % 2 ** 31;
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) & 0x7fffffff;
    return state / 2 ** 31;
  };
}
