import type { AudienceSwarm, Member } from '../support/audience-swarm.js';
import type { CreatedSlide } from '../support/deck-setup.js';
import type { EventLogReader } from '../support/event-log.js';
import type { LiveApi, Presenter } from '../support/live-api.js';
import type { PresenterClient } from '../support/presenter-client.js';
import type { BroadcastLag } from '../support/result-latency.js';
import { now, type SampleSummary } from '../support/samples.js';
import { cpuMillis, machineCpuMillis, rssBytes, type ServerUnderTest } from '../support/server-under-test.js';

export interface BenchContext {
  readonly api: LiveApi;
  readonly presenter: Presenter;
  readonly presentationId: string;
  readonly swarm: AudienceSwarm;
  readonly presenterClient: PresenterClient;
  readonly server: ServerUnderTest;
  readonly log: EventLogReader;
  readonly lag: BroadcastLag;
  readonly random: () => number;
  /** Per member, the slide of the last 'slide:activated' it received. */
  readonly activeSlideOf: Map<Member, string>;
  /** Called on every 'slide:activated' after activeSlideOf is updated (phases that wait for it set this). */
  onActivated?: (member: Member, slideId: string) => void;
}

export interface PhaseReport {
  readonly name: string;
  readonly answers: number;
  readonly acked: number;
  readonly errors: number;
  readonly errorKinds: Record<string, number>;
  readonly seconds: number;
  readonly answersPerSecond: number;
  readonly ackMs: SampleSummary;
  readonly presenterResultMs: SampleSummary;
  readonly audienceResultsLagMs: SampleSummary;
  readonly slideActivationLagMs: SampleSummary;
  readonly serverRssPeakMB: number;
  readonly serverCpuPercent: number;
  readonly benchCpuPercent: number;
  /** CPU used by everything else on the machine meanwhile (other people's jobs skew the figures). */
  readonly othersCpuPercent: number;
  readonly notes: Record<string, unknown>;
}

/** Errors by kind; the total is what the report calls errors. */
export class ErrorTally {
  readonly kinds: Record<string, number> = {};
  total = 0;
  add(kind: string, count = 1): void {
    if (count <= 0) return;
    this.kinds[kind] = (this.kinds[kind] ?? 0) + count;
    this.total += count;
  }
}

/** Server RSS and CPU, and this process's CPU, over one phase. */
export class ResourceMeter {
  private readonly timer: NodeJS.Timeout;
  private readonly startedAt = now();
  private readonly serverCpuStart: number;
  private readonly benchCpuStart = process.cpuUsage();
  private readonly machineCpuStart = machineCpuMillis();
  peakRss = 0;

  constructor(private readonly pid: number) {
    this.serverCpuStart = cpuMillis(pid);
    this.sample();
    this.timer = setInterval(() => this.sample(), 200);
  }

  sample(): void {
    this.peakRss = Math.max(this.peakRss, rssBytes(this.pid));
  }

  stop(): { serverRssPeakMB: number; serverCpuPercent: number; benchCpuPercent: number; othersCpuPercent: number } {
    clearInterval(this.timer);
    this.sample();
    const elapsed = now() - this.startedAt;
    const bench = process.cpuUsage(this.benchCpuStart);
    const serverMs = cpuMillis(this.pid) - this.serverCpuStart;
    const benchMs = (bench.user + bench.system) / 1000;
    const othersMs = Math.max(0, machineCpuMillis() - this.machineCpuStart - serverMs - benchMs);
    const percent = (ms: number) => Math.round((ms / elapsed) * 100);
    return {
      serverRssPeakMB: Math.round(this.peakRss / 1024 / 1024),
      serverCpuPercent: percent(serverMs),
      benchCpuPercent: percent(benchMs),
      othersCpuPercent: percent(othersMs),
    };
  }
}

/** Resolves when every member has received 'slide:activated' for the slide (or after the timeout). */
export async function waitForActivation(ctx: BenchContext, slide: CreatedSlide, timeoutMs = 15_000): Promise<number> {
  const deadline = now() + timeoutMs;
  const missing = () => ctx.swarm.members.filter((member) => ctx.activeSlideOf.get(member) !== slide.id).length;
  while (missing() > 0 && now() < deadline) await new Promise((wait) => setTimeout(wait, 10));
  return missing();
}

export const sleep = (ms: number) => new Promise((wait) => setTimeout(wait, Math.max(0, ms)));

/**
 * Other people's jobs on a shared machine skew every figure: before a phase, wait (up to `maxWaitMs`) until
 * the rest of the machine has used less than `maxPercent` of one core over a couple of seconds. Returns
 * what the others used in the last look, which the report shows beside each phase anyway. With
 * `countBench`, the bench's own process counts as busy too (it lets go of ten thousand clients).
 */
export async function waitForQuiet(serverPid: number, maxPercent = 25, maxWaitMs = 120_000, countBench = false): Promise<number> {
  const deadline = now() + maxWaitMs;
  for (;;) {
    const meter = new ResourceMeter(serverPid);
    await sleep(2_000);
    const { othersCpuPercent, benchCpuPercent } = meter.stop();
    const busy = othersCpuPercent + (countBench ? benchCpuPercent : 0);
    if (busy <= maxPercent || now() > deadline) return busy;
  }
}
