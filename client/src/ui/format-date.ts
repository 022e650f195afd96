const DAY_MS = 86_400_000;

/**
 * Spec doc 1 §9: dates read like "21 Nov 2026"; within the last 7 days they are relative ("2 hours ago").
 */
export function formatListDate(iso: string, language: string, now: number = Date.now()): string {
  const date = new Date(iso);
  const elapsed = now - date.getTime();
  if (elapsed >= 0 && elapsed < 7 * DAY_MS) {
    const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
    const seconds = Math.round(elapsed / 1000);
    if (seconds < 60) return relative.format(0, 'second');
    const minutes = Math.round(seconds / 60);
    if (minutes < 60) return relative.format(-minutes, 'minute');
    const hours = Math.round(minutes / 60);
    if (hours < 24) return relative.format(-hours, 'hour');
    return relative.format(-Math.round(hours / 24), 'day');
  }
  return new Intl.DateTimeFormat(language, { day: '2-digit', month: 'short', year: 'numeric' }).format(date);
}

/** The full timestamp, for a title tooltip and for screen readers. */
export function formatFullDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
}
