import { RecentEvents, type StoredRow } from './recent-events.js';

const rows = (from: number, to: number): StoredRow[] =>
  Array.from({ length: to - from + 1 }, (_, index) => ({
    position: from + index,
    id: `e${from + index}`,
    streamId: 's',
    revision: from + index - 1,
    type: 'Happened',
    data: JSON.stringify({ n: from + index }),
    metadata: JSON.stringify({ commandId: `c${from + index}` }),
  }));
const positions = (events: { position: number }[] | null) => events?.map((event) => event.position) ?? null;

describe('RecentEvents', () => {
  it('serves the events after a position from the kept run, and nothing it does not hold', () => {
    const recent = new RecentEvents(4);
    recent.add(rows(1, 3));
    recent.add(rows(4, 6));
    expect(positions(recent.read(2, 10))).toEqual([3, 4, 5, 6]);
    expect(positions(recent.read(3, 2))).toEqual([4, 5]);
    // Position 2 has been let go (capacity 4 keeps 3..6); the head has no next event yet.
    expect(recent.read(1, 10)).toBeNull();
    expect(recent.read(6, 10)).toBeNull();
  });

  it('gives every reader the same parsed event', () => {
    const recent = new RecentEvents(10);
    recent.add(rows(1, 2));
    const [first] = recent.read(0, 1)!;
    expect(recent.read(0, 1)![0]).toBe(first);
    expect(first).toEqual({ id: 'e1', streamId: 's', revision: 0, position: 1, type: 'Happened', data: { n: 1 }, metadata: { commandId: 'c1' } });
  });

  it('starts again when positions skip (another process wrote in between)', () => {
    const recent = new RecentEvents(10);
    recent.add(rows(1, 2));
    recent.add(rows(5, 6));
    expect(recent.read(1, 10)).toBeNull();
    expect(positions(recent.read(4, 10))).toEqual([5, 6]);
  });

  it('keeps reading correctly across many trims', () => {
    const recent = new RecentEvents(3);
    for (let from = 1; from <= 100; from += 2) recent.add(rows(from, from + 1));
    expect(positions(recent.read(97, 10))).toEqual([98, 99, 100]);
    expect(recent.read(96, 10)).toBeNull();
  });

  it('wraps around its slots: released and pushed-out positions are gone, the rest reads in order', () => {
    const recent = new RecentEvents(4);
    recent.add(rows(1, 3));
    recent.release(2);
    recent.add(rows(4, 7));
    // 3..6 filled the four slots, so 7 pushed 3 out.
    expect(recent.read(2, 10)).toBeNull();
    expect(positions(recent.read(3, 10))).toEqual([4, 5, 6, 7]);
    expect(recent.read(3, 1)![0]).toBe(recent.read(3, 10)![0]);
    recent.release(7);
    expect(recent.read(6, 10)).toBeNull();
    expect(recent.endsAt(7)).toBe(true);
  });

  it('lets go of what every reader has read, and still knows where the run ends', () => {
    const recent = new RecentEvents(100);
    recent.add(rows(1, 5));
    recent.release(3);
    expect(recent.read(2, 10)).toBeNull();
    expect(positions(recent.read(3, 10))).toEqual([4, 5]);
    recent.release(5);
    expect(recent.read(4, 10)).toBeNull();
    expect(recent.endsAt(5)).toBe(true);
    recent.add(rows(6, 7));
    expect(positions(recent.read(5, 10))).toEqual([6, 7]);
    expect(recent.endsAt(7)).toBe(true);
  });
});
