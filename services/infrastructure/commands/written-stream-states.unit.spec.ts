import type { DomainEvent } from '../../../contracts/events/envelope.js';
import type { Decider } from './decider.js';
import { WrittenStreamStates } from './written-stream-states.js';

const counter: Decider<number, never, DomainEvent> = {
  initialState: 0,
  evolve: (state) => state + 1,
  decide: () => [],
};

describe('the folded states kept of written streams', () => {
  it('drops the least recently used streams, a tenth of the limit at a time, when a new stream would pass it', () => {
    const states = new WrittenStreamStates(20);
    for (let stream = 0; stream < 20; stream++) states.remember(`s${stream}`, counter, stream, stream);
    // Streams 0 and 1 are used again, so 2 and 3 are now the least recently used.
    states.appended('s0', counter, 100, 1, [{ type: 'Counted', data: {} }]);
    states.remember('s1', counter, 1, 1);

    states.remember('s20', counter, 20, 20);

    expect(states.get('s2', counter)).toBeUndefined();
    expect(states.get('s3', counter)).toBeUndefined();
    expect(states.get('s0', counter)).toEqual({ state: 100, revision: 1 });
    expect(states.get('s1', counter)).toEqual({ state: 1, revision: 1 });
    for (let stream = 4; stream <= 20; stream++) expect(states.get(`s${stream}`, counter)).toEqual({ state: stream, revision: stream });
  });

  it('keeps a stream used over and over however many others come and go', () => {
    const states = new WrittenStreamStates(10);
    for (let stream = 0; stream < 100; stream++) {
      states.remember('busy', counter, stream, stream);
      states.rememberEmpty(`other-${stream}`);
    }
    expect(states.get('busy', counter)).toEqual({ state: 99, revision: 99 });
    expect(states.get('other-99', counter)).toEqual({ state: 0, revision: null });
    expect(states.get('other-0', counter)).toBeUndefined();
  });
});
