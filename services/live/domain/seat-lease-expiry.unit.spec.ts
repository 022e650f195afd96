import type { SessionEvent } from '../../../contracts/live/events.js';
import { givenWhenThen, SPEC_NOW } from '../../shared-kernel/domain/given-when-then.js';
import { admissionDecider } from './admission.decider.js';
import { LEASE_EXPIRY_MS, leaseReclaimable, sessionDecider } from './session.decider.js';

const session = givenWhenThen(sessionDecider);
const admissions = givenWhenThen(admissionDecider);
const system = { kind: 'system' as const, id: 'seat-reclaim' };
const started: SessionEvent = {
  type: 'SessionStarted',
  data: { sessionId: 's', presentationId: 'p', ownerId: 'owner', plan: 'free', participantLimit: 50, startedAt: SPEC_NOW },
};
const leasedToA: SessionEvent = { type: 'SeatsLeased', data: { sessionId: 's', nodeId: 'a', count: 7, at: SPEC_NOW } };
const later = (ms: number) => new Date(Date.parse(SPEC_NOW) + ms).toISOString();
const reclaim = (holderGone: boolean) => ({ type: 'ReclaimSeats' as const, nodeId: 'a', admitted: 2, holderGone });

describe('seat lease expiry', () => {
  it('a lease is not reclaimed while fresh and its node not known gone', () => {
    expect(session.given([started, leasedToA]).when(reclaim(false), system, later(LEASE_EXPIRY_MS - 1))).toEqual([]);
  });

  it('takes back the unused seats of a node heard and gone silent at once, and of any node once its lease expired', () => {
    const returned = [{ type: 'SeatsReturned', data: { sessionId: 's', nodeId: 'a', count: 5, at: later(1) } }];
    expect(session.given([started, leasedToA]).when(reclaim(true), system, later(1))).toEqual(returned);
    expect(session.given([started, leasedToA]).when(reclaim(false), system, later(LEASE_EXPIRY_MS))).toEqual([
      { type: 'SeatsReturned', data: { sessionId: 's', nodeId: 'a', count: 5, at: later(LEASE_EXPIRY_MS) } },
    ]);
  });

  it('settles a lease with its seats going back: a second reclaim (another node racing) decides nothing', () => {
    const first = session.given([started, leasedToA]).when(reclaim(true), system, later(1));
    expect(session.given([started, leasedToA, ...first]).when(reclaim(true), system, later(2))).toEqual([]);
    const state = session.given([started, leasedToA, ...first]).state();
    expect(state.status === 'live' && state.seatsLeased['a']).toBe(2);
    expect(leaseReclaimable(state, 'a', later(LEASE_EXPIRY_MS * 2), true)).toBe(false);
  });

  it('a node leasing again opens a new lease that expires from its new time', () => {
    const renewed: SessionEvent = { type: 'SeatsLeased', data: { sessionId: 's', nodeId: 'a', count: 3, at: later(LEASE_EXPIRY_MS) } };
    expect(session.given([started, leasedToA, renewed]).when(reclaim(false), system, later(LEASE_EXPIRY_MS + 1))).toEqual([]);
  });

  it('closing an admission stream makes what it admitted final: it records the count and admits nobody after', () => {
    const member = { audienceId: 'x', name: 'X', emoji: '🙂', fields: {} };
    const admit = { type: 'AdmitAudience' as const, sessionId: 's', presentationId: 'p', seatsLeased: 7, members: [member] };
    const admitted = admissions.given([]).when(admit, system);
    const closed = admissions.given(admitted).when({ type: 'CloseAdmissions', sessionId: 's', nodeId: 'a' }, system);
    expect(closed).toEqual([{ type: 'AdmissionsClosed', data: { sessionId: 's', nodeId: 'a', admitted: 1, at: SPEC_NOW } }]);
    expect(admissions.given([...admitted, ...closed]).when({ ...admit, members: [{ ...member, audienceId: 'y' }] }, system)).toEqual([]);
    expect(admissions.given([...admitted, ...closed]).when({ type: 'CloseAdmissions', sessionId: 's', nodeId: 'a' }, system)).toEqual([]);
  });
});
