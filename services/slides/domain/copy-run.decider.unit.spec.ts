import { COPY_MESSAGES } from '../../../contracts/copies/copy-link.js';
import { COPY_RUN_LEASE_MS, type CopyRunEvent } from '../../../contracts/copies/copy-runs.js';
import { Conflict } from '../../shared-kernel/domain/domain-errors.js';
import { givenWhenThen, SPEC_NOW } from '../../shared-kernel/domain/given-when-then.js';
import { copyRunDecider } from './copy-run.decider.js';

const { given } = givenWhenThen(copyRunDecider);
const copier = { kind: 'user' as const, id: 'u-copier' };
const later = (ms: number) => new Date(Date.parse(SPEC_NOW) + ms).toISOString();
const started = (runId: string, at = SPEC_NOW): CopyRunEvent => ({ type: 'CopyRunStarted', data: { userId: 'u-copier', runId, startedAt: at } });
const finished = (runId: string, at = SPEC_NOW): CopyRunEvent => ({ type: 'CopyRunFinished', data: { userId: 'u-copier', runId, finishedAt: at } });

describe('copy run decider (spec doc 3 §4: a copy is ignored while another runs)', () => {
  it('starts a run when none is under way, or once the last one finished', () => {
    expect(given([]).when({ type: 'StartCopyRun', runId: 'r1' }, copier)).toEqual([started('r1')]);
    expect(given([started('r1'), finished('r1')]).when({ type: 'StartCopyRun', runId: 'r2' }, copier)).toEqual([started('r2')]);
  });

  it('refuses (409) a second run while the first holds the lease, and takes it over once the lease ran out', () => {
    expect(() => given([started('r1')]).when({ type: 'StartCopyRun', runId: 'r2' }, copier, later(COPY_RUN_LEASE_MS - 1))).toThrow(new Conflict(COPY_MESSAGES.copyRunning));
    expect(given([started('r1')]).when({ type: 'StartCopyRun', runId: 'r2' }, copier, later(COPY_RUN_LEASE_MS))).toEqual([started('r2', later(COPY_RUN_LEASE_MS))]);
  });

  it('finishes only the run holding the lease: an abandoned run finishing late leaves the newer one running', () => {
    expect(given([started('r1')]).when({ type: 'FinishCopyRun', runId: 'r1' }, copier)).toEqual([finished('r1')]);
    const newer = [started('r1'), started('r2', later(COPY_RUN_LEASE_MS))];
    expect(given(newer).when({ type: 'FinishCopyRun', runId: 'r1' }, copier)).toEqual([]);
    expect(given([...newer, finished('r1')]).state()).toEqual({ running: { runId: 'r2', startedAt: later(COPY_RUN_LEASE_MS) } });
  });
});
