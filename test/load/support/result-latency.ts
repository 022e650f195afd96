import type { LoggedAnswer } from './event-log.js';
import type { ResultsSeen } from './presenter-client.js';
import { Samples } from './samples.js';

/**
 * Answer-to-presenter latency. Results fold answers in log order and count each first answer once, so
 * a 'results:updated' with `respondents >= r` includes the r-th answer of the slide in the log. For each
 * answer: the first such update the presenter received, minus the moment the answer was sent.
 */
export function answerToPresenter(
  logged: readonly LoggedAnswer[],
  seen: readonly ResultsSeen[],
  sentAt: ReadonlyMap<string, number>,
): { samples: Samples; missing: number } {
  const samples = new Samples();
  let missing = 0;
  let cursor = 0;
  logged.forEach((answer, index) => {
    const rank = index + 1;
    while (cursor < seen.length && seen[cursor]!.respondents < rank) cursor += 1;
    const sent = sentAt.get(answer.answerId);
    if (sent === undefined) return;
    if (cursor >= seen.length) missing += 1;
    else samples.add(seen[cursor]!.at - sent);
  });
  return { samples, missing };
}

/**
 * How long a broadcast takes to reach every audience socket. An update is keyed by slide and respondents;
 * its first arrival at any socket stands for the moment the server sent it, and each arrival's lag is
 * measured from there. A slide change is measured from the moment the presenter asked for it.
 */
export class BroadcastLag {
  results = new Samples();
  activations = new Samples();
  private readonly firstArrival = new Map<string, number>();
  private readonly activationRequested = new Map<string, number>();
  resultsReceived = 0;

  /** Starts a new phase's samples. */
  reset(): void {
    this.results = new Samples();
    this.activations = new Samples();
    this.resultsReceived = 0;
  }

  resultsArrived(slideId: string, respondents: number, at: number): void {
    this.resultsReceived += 1;
    const key = `${slideId}|${respondents}`;
    const first = this.firstArrival.get(key);
    if (first === undefined) {
      this.firstArrival.set(key, at);
      this.results.add(0);
    } else this.results.add(at - first);
  }

  activationRequestedAt(slideId: string, at: number): void {
    this.activationRequested.set(slideId, at);
  }

  activationArrived(slideId: string, at: number): void {
    const requested = this.activationRequested.get(slideId);
    if (requested !== undefined) this.activations.add(at - requested);
  }
}
