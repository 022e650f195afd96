import { CatchUpPacer } from './catch-up-pacer.js';

describe('CatchUpPacer', () => {
  it('grants a full burst at once, then only what the rate has earned since', () => {
    const pacer = new CatchUpPacer(5_000, 50, 0);
    expect(pacer.take(0, 800)).toBe(50);
    expect(pacer.take(2, 800)).toBe(10);
    expect(pacer.take(3, 800)).toBe(5);
  });

  it('never grants more than is wanted, and keeps the rest for later', () => {
    const pacer = new CatchUpPacer(5_000, 50, 0);
    expect(pacer.take(0, 3)).toBe(3);
    expect(pacer.take(0, 100)).toBe(47);
  });

  it('drains a backlog left by a long pause as a stream, not a clump', () => {
    const pacer = new CatchUpPacer(5_000, 50, 0);
    pacer.take(0, 50);
    // 300 ms without a tick: the bucket holds at most one burst, whatever the pause.
    expect(pacer.take(300, 750)).toBe(50);
    let sent = 50;
    let at = 300;
    while (sent < 750) {
      at += 2;
      sent += pacer.take(at, 750 - sent);
    }
    // 700 more at 5,000/s take 140 ms.
    expect(at).toBe(440);
  });
});
