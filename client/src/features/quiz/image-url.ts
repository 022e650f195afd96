/** An option's or item's image as the deck stores it (contracts/slides/common-schemas.ts imageRefSchema), or null. */
export function imageUrl(image: unknown, size: 'thumbnail' | 'large' = 'large'): string | null {
  if (!image || typeof image !== 'object') return null;
  const ref = image as { url?: unknown; thumbnail?: unknown; large?: unknown };
  const preferred = size === 'thumbnail' ? ref.thumbnail : ref.large;
  const url = typeof preferred === 'string' ? preferred : ref.url;
  return typeof url === 'string' && /^https?:\/\//i.test(url) ? url : null;
}
