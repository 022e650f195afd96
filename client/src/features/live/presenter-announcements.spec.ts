import { describe, expect, it } from '@jest/globals';
import { TestScheduler } from 'rxjs/testing';
import { COUNT_ANNOUNCE_INTERVAL_MS, countAnnouncements } from './presenter-announcements.js';

const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

describe('live counts on the presenting screen, for a screen reader', () => {
  it('skips the counts said with the slide, says the first change at once, then at most one per interval, the latest last', () => {
    scheduler().run(({ cold, expectObservable }) => {
      const interval = COUNT_ANNOUNCE_INTERVAL_MS;
      // a: said with the slide; b at 1 ms is said at once; c, d, e within the interval: only e, when it ends.
      const texts = cold(`a b 100ms c 100ms d 100ms e ${interval}ms f`);
      expectObservable(countAnnouncements(texts)).toBe(`- b ${interval - 1}ms e ${interval - 1}ms f`);
    });
  });

  it('says nothing when the counts do not change', () => {
    scheduler().run(({ cold, expectObservable }) => {
      expectObservable(countAnnouncements(cold('a a a 20s a'))).toBe('');
    });
  });
});
