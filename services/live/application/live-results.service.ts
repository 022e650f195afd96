import { Injectable } from '@nestjs/common';
import type { LiveResultsDocument } from '../../../projections/live-results/live-results.document.js';
import type { LiveChangeListener } from '../../infrastructure/realtime/live-views/live-view.js';
import { LiveViewRunner, type LiveViewHandle } from '../../infrastructure/realtime/live-views/live-view-runner.js';
import { resultsView, type ResultsEntry, type SessionResults } from './live-views/results.view.js';
import type { SessionEntry } from './live-views/session.view.js';

export type { ResultsEntry } from './live-views/results.view.js';

/** Live results per session (a live view on the runner): loaded once from the read models, then folded from the feed. */
@Injectable()
export class LiveResultsService {
  private readonly results: LiveViewHandle<SessionResults, SessionEntry>;

  constructor(runner: LiveViewRunner) {
    this.results = runner.register(resultsView);
  }

  async slideResults(sessionId: string, slideId: string): Promise<LiveResultsDocument | null> {
    return (await this.entry(sessionId)).state.slides.get(slideId) ?? null;
  }

  /** Loads a session's results (once); they then follow the feed. */
  entry(sessionId: string): Promise<ResultsEntry> {
    return this.results.get(sessionId);
  }

  /** Every answer, removed word and reaction of a session whose results are loaded (not throttled). */
  onChange(listener: LiveChangeListener<SessionResults, SessionEntry>): () => void {
    return this.results.onChange(listener);
  }
}
