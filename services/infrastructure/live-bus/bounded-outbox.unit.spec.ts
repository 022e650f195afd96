import { BoundedOutbox } from './bounded-outbox.js';

const message = (id: number, bytes = 10) => ({ id, bytes });

describe('BoundedOutbox (what the Kafka live bus keeps while the broker is away)', () => {
  it('refuses what does not fit by count or by bytes, keeps the order of what it took, and says it overflows until it empties', () => {
    const outbox = new BoundedOutbox<{ id: number; bytes: number }>({ maxMessages: 3, maxBytes: 100 });
    expect([1, 2, 3].map((id) => outbox.push(message(id)))).toEqual([true, true, true]);
    expect(outbox.push(message(4))).toBe(false);
    expect(outbox.health()).toEqual({ queued: 3, queuedBytes: 30, refused: 1, overflowing: true });

    expect(outbox.take(2, 1000).map((item) => item.id)).toEqual([1, 2]);
    expect(outbox.health()).toMatchObject({ queued: 1, overflowing: true });
    // Room by count again, but not by bytes.
    expect(outbox.push(message(5, 95))).toBe(false);
    expect(outbox.push(message(6, 50))).toBe(true);
    expect(outbox.take(10, 1000).map((item) => item.id)).toEqual([3, 6]);
    expect(outbox.health()).toEqual({ queued: 0, queuedBytes: 0, refused: 2, overflowing: false });
  });

  it('takes at most the batch\'s bytes beyond its first message', () => {
    const outbox = new BoundedOutbox<{ id: number; bytes: number }>({ maxMessages: 10, maxBytes: 1000 });
    outbox.push(message(1, 300));
    outbox.push(message(2, 300));
    outbox.push(message(3, 300));
    expect(outbox.take(10, 250).map((item) => item.id)).toEqual([1]);
    expect(outbox.take(10, 650).map((item) => item.id)).toEqual([2, 3]);
    expect(outbox.takeAll()).toEqual([]);
  });
});
