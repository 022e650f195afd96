import { describe, expect, it } from '@jest/globals';
import { summary } from '../../test-support/fixtures.js';
import { allLoaded, INITIAL_TRASH_STATE, pagesToLoadMore, trashReducer, type TrashState } from './trash-state.js';

const rows = (from: number, count: number) => Array.from({ length: count }, (_, index) => summary(`t${from + index}`, `Deck ${from + index}`));

function loaded(state: TrashState, pages: number[], count: number, totalPage: number, from = state.presentations.length): TrashState {
  return trashReducer(state, { type: 'loaded', generation: state.generation, pages, presentations: rows(from, count), totalPage });
}

describe('trash list state (spec doc 1 §3, §4 "Trash")', () => {
  it('starts sorted by deletedAt, descending', () => {
    expect(INITIAL_TRASH_STATE).toMatchObject({ sortColumn: 'deletedAt', sortOrder: 'desc', page: 0 });
  });

  it('flips direction when the same column is toggled, and goes back to page 1', () => {
    const onPage2 = loaded(loaded(INITIAL_TRASH_STATE, [1], 20, 3), [2], 20, 3);
    const flipped = trashReducer(onPage2, { type: 'sort', column: 'deletedAt' });
    expect(flipped).toMatchObject({ sortColumn: 'deletedAt', sortOrder: 'asc', page: 0, presentations: [] });
    expect(trashReducer(flipped, { type: 'sort', column: 'deletedAt' }).sortOrder).toBe('desc');
  });

  it('resets to page 1 when another column is chosen', () => {
    const onPage2 = loaded(loaded(INITIAL_TRASH_STATE, [1], 20, 3), [2], 20, 3);
    const byName = trashReducer({ ...onPage2, sortOrder: 'asc' }, { type: 'sort', column: 'name' });
    expect(byName).toMatchObject({ sortColumn: 'name', sortOrder: 'desc', page: 0, presentations: [] });
    expect(pagesToLoadMore(byName)).toEqual([1]);
  });

  it('loads more by incrementing the page and appending', () => {
    const first = loaded(INITIAL_TRASH_STATE, [1], 20, 2);
    expect(pagesToLoadMore(first)).toEqual([2]);
    expect(allLoaded(first)).toBe(false);
    const second = loaded(first, [2], 5, 2);
    expect(second.page).toBe(2);
    expect(second.presentations).toHaveLength(25);
    expect(allLoaded(second)).toBe(true);
  });

  it('is all loaded when page >= totalPage, including an empty trash', () => {
    expect(allLoaded(INITIAL_TRASH_STATE)).toBe(false);
    expect(allLoaded(loaded(INITIAL_TRASH_STATE, [1], 0, 0))).toBe(true);
  });

  it('removes a restored item from the list', () => {
    const first = loaded(INITIAL_TRASH_STATE, [1], 3, 1);
    const restored = trashReducer(first, { type: 'removed', ids: ['t1'] });
    expect(restored.presentations.map((presentation) => presentation.id)).toEqual(['t0', 't2']);
  });

  it('after removals, also asks for the page the shifted rows moved to, without duplicating any', () => {
    const first = loaded(INITIAL_TRASH_STATE, [1], 20, 3);
    const restored = trashReducer(first, { type: 'removed', ids: ['t0', 't1'] });
    expect(pagesToLoadMore(restored)).toEqual([1, 2]);
    // The server's page 1 now starts at t2; page 2 at t22.
    const next = trashReducer(restored, {
      type: 'loaded',
      generation: restored.generation,
      pages: [1, 2],
      presentations: [...rows(2, 20), ...rows(22, 20)],
      totalPage: 3,
    });
    expect(next.presentations.map((presentation) => presentation.id)).toEqual(rows(2, 40).map((row) => row.id));
    expect(next.page).toBe(2);
  });

  it('ignores an answer to a request made before the sort changed', () => {
    const sorted = trashReducer(INITIAL_TRASH_STATE, { type: 'sort', column: 'name' });
    const stale = trashReducer(sorted, { type: 'loaded', generation: INITIAL_TRASH_STATE.generation, pages: [1], presentations: rows(0, 3), totalPage: 1 });
    expect(stale).toBe(sorted);
  });
});
