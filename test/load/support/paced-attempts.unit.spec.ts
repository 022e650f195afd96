import { PacedAttempts } from './paced-attempts.js';
import { now } from './samples.js';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('PacedAttempts', () => {
  it('starts tasks in the order they fall due, never before', async () => {
    const attempts = new PacedAttempts();
    const start = now();
    const started: { name: string; after: number }[] = [];
    for (const [name, delay] of [['late', 60], ['early', 20], ['middle', 40]] as const) {
      attempts.at(start + delay, () => started.push({ name, after: now() - start }));
    }
    while (attempts.pending > 0) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(started.map(({ name }) => name)).toEqual(['early', 'middle', 'late']);
    expect(started[0]!.after).toBeGreaterThanOrEqual(19);
    expect(started[2]!.after).toBeGreaterThanOrEqual(59);
  });

  it('starts only a few overdue tasks per turn, so what has arrived meanwhile is read in between', async () => {
    const attempts = new PacedAttempts();
    let started = 0;
    for (let index = 0; index < 20; index++) attempts.at(now() - 1, () => (started += 1));
    const perTurn: number[] = [];
    while (started < 20) {
      const before = started;
      await nextTurn();
      perTurn.push(started - before);
    }
    expect(Math.max(...perTurn)).toBe(8);
    expect(perTurn.filter((count) => count > 0).length).toBe(3);
    attempts.close();
  });

  it('close drops what has not started', async () => {
    const attempts = new PacedAttempts();
    let started = 0;
    attempts.at(now() + 10, () => (started += 1));
    attempts.close();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(started).toBe(0);
    expect(attempts.pending).toBe(0);
  });
});
