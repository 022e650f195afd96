import { useCallback, useState } from 'react';

export interface Announcement {
  readonly text: string;
  /** Counts announcements, so the same words said twice still change the region (and are read twice). */
  readonly serial: number;
}

/** What a polite live region should say next: announce(text) replaces what it said before. */
export function useAnnouncer(): [Announcement | null, (text: string) => void] {
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const announce = useCallback((text: string) => setAnnouncement((last) => ({ text, serial: (last?.serial ?? 0) + 1 })), []);
  return [announcement, announce];
}

/**
 * A polite live region that stays in the page from the first render (screen readers only follow regions that were
 * there before their text changed); invisible, read out when its text changes.
 */
export function LiveRegion({ announcement, testId }: { announcement: Announcement | null; testId?: string }) {
  // A no-break space on every other announcement makes a repeated message a change.
  const text = announcement ? `${announcement.text}${announcement.serial % 2 === 0 ? '\u00a0' : ''}` : '';
  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid={testId}>
      {text}
    </div>
  );
}
