/** How one subscription to the log is doing: reading, waiting to resume after a failure, or closed. */
export type SubscriptionState = 'reading' | 'stalled' | 'closed';

export interface SubscriptionReport {
  readonly name: string;
  readonly state: SubscriptionState;
  /** Position of the last event the subscription received. */
  readonly position: number;
  /** Failures in a row since it last received an event. */
  readonly failures: number;
  /** Times it was dropped (an error, or an end by the server) and resumed since it started. */
  readonly resumptions: number;
  readonly lastError?: string;
  /** ISO time since when it has been stalled. */
  readonly stalledSince?: string;
}

export interface SubscriptionTracker {
  received(position: number): void;
  failed(error: unknown): void;
  /** Subscribed again after a failure. */
  resumed(): void;
  closed(): void;
}

type MutableReport = { -readonly [K in keyof SubscriptionReport]: SubscriptionReport[K] };

/**
 * Every subscription of this node to the log (projection runners, the live event feed) reports here;
 * /api/health shows a subscription that has lost its connection and is waiting to resume.
 */
export class SubscriptionHealth {
  private readonly reports = new Map<string, MutableReport>();

  constructor(private readonly now: () => number = Date.now) {}

  track(name: string, fromPosition: number): SubscriptionTracker {
    const report: MutableReport = { name, state: 'reading', position: fromPosition, failures: 0, resumptions: 0 };
    this.reports.set(name, report);
    return {
      received: (position) => {
        report.position = position;
        report.failures = 0;
      },
      failed: (error) => {
        report.state = 'stalled';
        report.failures += 1;
        report.resumptions += 1;
        report.lastError = error instanceof Error ? error.message : String(error);
        report.stalledSince ??= new Date(this.now()).toISOString();
      },
      resumed: () => {
        report.state = 'reading';
        delete report.stalledSince;
      },
      closed: () => {
        report.state = 'closed';
      },
    };
  }

  report(): SubscriptionReport[] {
    return [...this.reports.values()].map((report) => ({ ...report }));
  }

  anyStalled(): boolean {
    return [...this.reports.values()].some((report) => report.state === 'stalled');
  }
}
