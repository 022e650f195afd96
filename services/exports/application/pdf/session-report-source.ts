import { Injectable } from '@nestjs/common';
import type { SessionReport } from '../../../../contracts/reports/report.js';
import { computeReport } from '../../../../projections/report/compute-report.js';
import { LiveDecks } from '../../../live/application/live-decks.js';
import { SessionFoldReader } from '../../../reports/application/session-fold-reader.js';
import { NotFound } from '../../../shared-kernel/domain/domain-errors.js';

/** A session's report exactly as the report page computes it (the same pure computeReport over the same folds). */
@Injectable()
export class SessionReportSource {
  constructor(
    private readonly folds: SessionFoldReader,
    private readonly decks: LiveDecks,
  ) {}

  async of(sessionId: string): Promise<SessionReport> {
    await this.folds.caughtUp();
    const summary = await this.folds.summary(sessionId);
    const deck = summary ? await this.decks.get(summary.presentationId) : null;
    if (!summary || !deck) throw new NotFound('Session not found.');
    return computeReport(deck, await this.folds.fold(summary));
  }
}
