import { randomUUID } from 'node:crypto';
import { TooManyRequests } from '../../shared-kernel/domain/domain-errors.js';
import { Lockout } from './lockout.js';
import { RateLimit } from './rate-limit.js';
import type { RateLimiterStore } from './rate-limiter-store.js';

/**
 * What every store behind the rate limits must do; run on memory always, on MongoDB when MONGODB_URL is set.
 * Two instances over one store stand for two app nodes.
 */
export function describeRateLimiterStoreContract(name: string, open: () => RateLimiterStore): void {
  describe(`RateLimiterStore contract: ${name}`, () => {
    let node1: RateLimiterStore;
    let node2: RateLimiterStore;
    const key = () => `key-${randomUUID()}`;
    const refusal = (work: Promise<unknown>) => work.then(() => null, (error: unknown) => error);

    beforeAll(() => {
      node1 = open();
      node2 = node1.kind === 'memory' ? node1 : open();
    });
    afterAll(async () => {
      await node1.close();
      if (node2 !== node1) await node2.close();
    });

    it('takes points until the budget is spent, then refuses with the seconds to wait', async () => {
      const limit = new RateLimit(node1.limiter(`take-${randomUUID()}`, { points: 3, seconds: 60 }), 'wait');
      const subject = key();
      for (let index = 0; index < 3; index++) await limit.take(subject);
      const refused = await refusal(limit.take(subject));
      expect(refused).toBeInstanceOf(TooManyRequests);
      expect((refused as TooManyRequests).retryAfterSeconds).toBeGreaterThan(0);
      expect((refused as TooManyRequests).retryAfterSeconds).toBeLessThanOrEqual(60);
      await limit.take(key());
    });

    it('checks a budget without taking from it', async () => {
      const limit = new RateLimit(node1.limiter(`check-${randomUUID()}`, { points: 2, seconds: 60 }), 'wait');
      const subject = key();
      await limit.check(subject);
      await limit.take(subject);
      await limit.check(subject);
      await limit.take(subject);
      expect(await refusal(limit.check(subject))).toBeInstanceOf(TooManyRequests);
    });

    it('shares one budget between nodes', async () => {
      const name = `shared-${randomUUID()}`;
      const onNode1 = new RateLimit(node1.limiter(name, { points: 2, seconds: 60 }), 'wait');
      const onNode2 = new RateLimit(node2.limiter(name, { points: 2, seconds: 60 }), 'wait');
      const subject = key();
      await onNode1.take(subject);
      await onNode2.take(subject);
      expect(await refusal(onNode1.take(subject))).toBeInstanceOf(TooManyRequests);
    });

    it('locks out after the free failures with a delay that doubles, and a reset clears it', async () => {
      const name = `lockout-${randomUUID()}`;
      const lockoutOn = (store: RateLimiterStore) =>
        new Lockout(store.limiter(name, { points: 2, seconds: 600 }), store.limiter(`${name}-lockout`, { points: 1, seconds: 600 }), { firstSeconds: 30, maxSeconds: 600 }, 'locked');
      const [onNode1, onNode2] = [lockoutOn(node1), lockoutOn(node2)];
      const subject = key();
      await onNode1.fail(subject);
      await onNode1.check(subject);
      await onNode1.fail(subject);
      const first = await refusal(onNode2.check(subject));
      expect(first).toBeInstanceOf(TooManyRequests);
      expect((first as TooManyRequests).retryAfterSeconds).toBeGreaterThan(25);
      expect((first as TooManyRequests).retryAfterSeconds).toBeLessThanOrEqual(30);
      await onNode2.fail(subject);
      const second = (await refusal(onNode1.check(subject))) as TooManyRequests;
      expect(second.retryAfterSeconds).toBeGreaterThan(55);
      expect(second.retryAfterSeconds).toBeLessThanOrEqual(60);
      await onNode1.reset(subject);
      await onNode2.check(subject);
    });
  });
}
