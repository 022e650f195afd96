import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlideResults } from '../../../../contracts/live/results.js';
import { assertNever } from '../../../../contracts/shared/assert-never.js';
import { useAnnouncer, type Announcement } from '../../ui/LiveRegion.js';

/** What a phone's screen reader should hear about the live session, compared between two renders. */
export interface AnnouncedView {
  readonly slideId: string | null;
  readonly title: string;
  /** The slide takes answers here (not a content slide, not the quiz's own screens). */
  readonly answerable: boolean;
  readonly submissionsStopped: boolean;
  readonly resultsShown: boolean;
  readonly error: string | null;
  readonly ended: boolean;
}

export type AudienceAnnouncement =
  | { readonly kind: 'newSlide'; readonly title: string; readonly answerable: boolean }
  | { readonly kind: 'submissionsClosed' }
  | { readonly kind: 'results' }
  | { readonly kind: 'error'; readonly message: string }
  | { readonly kind: 'ended' };

/** The results appear under the form once this person answered, or for everyone once submissions close. */
export function resultsVisible(results: SlideResults | null, hideResult: boolean, answered: boolean, submissionsStopped: boolean): boolean {
  return results !== null && !hideResult && (answered || submissionsStopped);
}

/**
 * What changed that is worth saying, in the order to say it: a new slide says only itself (its state comes with it
 * on screen); on the same slide, closing, results and errors are said as they happen, each once.
 */
export function announcementsBetween(before: AnnouncedView | null, after: AnnouncedView): AudienceAnnouncement[] {
  if (after.ended) return before?.ended ? [] : [{ kind: 'ended' }];
  if (after.slideId === null) return [];
  if (before?.slideId !== after.slideId) return [{ kind: 'newSlide', title: after.title, answerable: after.answerable }];
  const said: AudienceAnnouncement[] = [];
  if (after.submissionsStopped && !before.submissionsStopped) said.push({ kind: 'submissionsClosed' });
  if (after.resultsShown && !before.resultsShown) said.push({ kind: 'results' });
  if (after.error && after.error !== before.error) said.push({ kind: 'error', message: after.error });
  return said;
}

function announcementText(item: AudienceAnnouncement, t: TFunction): string {
  switch (item.kind) {
    case 'newSlide':
      return t(item.answerable ? 'audience.live.announce.newQuestion' : 'audience.live.announce.newSlide', { title: item.title });
    case 'submissionsClosed':
      return t('audience.live.submissionsClosed');
    case 'results':
      return t('audience.live.announce.results');
    case 'error':
      return item.message;
    case 'ended':
      return t('audience.live.announce.ended');
    default:
      return assertNever(item);
  }
}

/** What the session's live region says next, from the view as it is on each render. */
export function useAudienceAnnouncements(view: AnnouncedView): Announcement | null {
  const { t } = useTranslation();
  const [announcement, announce] = useAnnouncer();
  const said = useRef<AnnouncedView | null>(null);
  useEffect(() => {
    const news = announcementsBetween(said.current, view);
    said.current = view;
    if (news.length > 0) announce(news.map((item) => announcementText(item, t)).join(' '));
  });
  return announcement;
}
