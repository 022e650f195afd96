/** The product's logo: three rising bars, as in a live poll's results. Decorative; the name is always beside it. */
export function BrandMark() {
  return (
    <svg className="brand__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <rect x="7" y="17" width="4" height="8" rx="1" fill="#fff" />
      <rect x="14" y="11" width="4" height="14" rx="1" fill="#fff" />
      <rect x="21" y="7" width="4" height="18" rx="1" fill="#c7d2fe" />
    </svg>
  );
}
