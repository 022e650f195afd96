/** FNV-1a, 32 bits: a fixed, well-spread number per string; not a secret, only an order. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/**
 * "Shuffle options" (areSlideOptionsShuffling): each phone gets its own order of a slide's options, the same every
 * time that phone shows the slide (a reload, a reconnect), so it is worked out from who is asking rather than drawn.
 */
export function shuffledFor<T extends { readonly id: string }>(options: readonly T[], audienceId: string, slideId: string): T[] {
  const keyed = options.map((option) => ({ option, key: hash(`${audienceId}|${slideId}|${option.id}`) }));
  return keyed.sort((a, b) => a.key - b.key || (a.option.id < b.option.id ? -1 : 1)).map(({ option }) => option);
}
