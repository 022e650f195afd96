import { describe, expect, it } from '@jest/globals';
import { announcementsBetween, resultsVisible, type AnnouncedView } from './audience-announcements.js';

const poll: AnnouncedView = {
  slideId: 's1',
  title: 'Tea or coffee?',
  answerable: true,
  submissionsStopped: false,
  resultsShown: false,
  error: null,
  ended: false,
};

describe('what the phone’s live region says', () => {
  it('says a new slide once, as a question when it takes answers', () => {
    expect(announcementsBetween(null, poll)).toEqual([{ kind: 'newSlide', title: 'Tea or coffee?', answerable: true }]);
    expect(announcementsBetween(poll, poll)).toEqual([]);
    const content = { ...poll, slideId: 's2', title: 'Welcome', answerable: false };
    expect(announcementsBetween(poll, content)).toEqual([{ kind: 'newSlide', title: 'Welcome', answerable: false }]);
  });

  it('says closed submissions, results and an error on the same slide as they happen, each once', () => {
    const closed = { ...poll, submissionsStopped: true, resultsShown: true };
    expect(announcementsBetween(poll, closed)).toEqual([{ kind: 'submissionsClosed' }, { kind: 'results' }]);
    expect(announcementsBetween(closed, closed)).toEqual([]);
    const refused = { ...poll, error: 'Submissions are closed.' };
    expect(announcementsBetween(poll, refused)).toEqual([{ kind: 'error', message: 'Submissions are closed.' }]);
    expect(announcementsBetween(refused, refused)).toEqual([]);
  });

  it('says nothing while no slide is shown, and the end once', () => {
    const waiting = { ...poll, slideId: null };
    expect(announcementsBetween(null, waiting)).toEqual([]);
    const ended = { ...waiting, ended: true };
    expect(announcementsBetween(poll, ended)).toEqual([{ kind: 'ended' }]);
    expect(announcementsBetween(ended, ended)).toEqual([]);
  });

  it('shows results once this person answered or submissions closed, unless the presenter hides them', () => {
    const results = { kind: 'choice' as const, slideId: 's1', respondents: 1, counts: { a: 1 } };
    expect(resultsVisible(results, false, true, false)).toBe(true);
    expect(resultsVisible(results, false, false, true)).toBe(true);
    expect(resultsVisible(results, false, false, false)).toBe(false);
    expect(resultsVisible(results, true, true, true)).toBe(false);
    expect(resultsVisible(null, false, true, true)).toBe(false);
  });
});
