import type { SlideResults } from '../../../../contracts/live/results.js';

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
