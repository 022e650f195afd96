import { useEffect, useRef } from 'react';
import { asyncScheduler, distinctUntilChanged, Subject, skip, throttleTime, type Observable, type SchedulerLike } from 'rxjs';
import { useAnnouncer, type Announcement } from '../../ui/LiveRegion.js';

/** Live counts are read out at most this often: enough to follow the room, not a running commentary over the slide. */
export const COUNT_ANNOUNCE_INTERVAL_MS = 10_000;

/**
 * The count texts of one slide worth saying: the first is skipped (it was said with the slide), repeats are dropped,
 * and then at most one per interval, the latest one last.
 */
export function countAnnouncements(texts: Observable<string>, scheduler: SchedulerLike = asyncScheduler): Observable<string> {
  return texts.pipe(distinctUntilChanged(), skip(1), throttleTime(COUNT_ANNOUNCE_INTERVAL_MS, scheduler, { leading: true, trailing: true }));
}

/**
 * What the presenting screen's live region says: the slide and its counts when the slide changes, then the counts as
 * they change, throttled.
 */
export function usePresenterAnnouncements(slideKey: string | null, slideText: string, countsText: string): Announcement | null {
  const [announcement, announce] = useAnnouncer();
  const latest = useRef({ slideText, countsText });
  latest.current = { slideText, countsText };
  const counts = useRef<Subject<string> | null>(null);

  useEffect(() => {
    if (slideKey === null) return;
    announce(`${latest.current.slideText} ${latest.current.countsText}`);
    const subject = new Subject<string>();
    const subscription = countAnnouncements(subject).subscribe(announce);
    counts.current = subject;
    subject.next(latest.current.countsText);
    return () => {
      subscription.unsubscribe();
      counts.current = null;
    };
  }, [slideKey, announce]);

  useEffect(() => counts.current?.next(countsText), [countsText]);
  return announcement;
}
