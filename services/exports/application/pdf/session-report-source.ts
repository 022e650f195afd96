import { Injectable } from '@nestjs/common';
import type { SessionReportWithAnswers } from '../../../../contracts/reports/report.js';
import { computeReport, withEveryAnswer } from '../../../../projections/report/compute-report.js';
import { LiveDecks } from '../../../live/application/live-decks.js';
import { SessionFoldReader } from '../../../reports/application/session-fold-reader.js';
import { NotFound } from '../../../shared-kernel/domain/domain-errors.js';

/** A session's report exactly as the report page computes it (the same pure computeReport over the same folds), with every person's answers. */
@Injectable()
export class SessionReportSource {
  constructor(
    private readonly folds: SessionFoldReader,
    private readonly decks: LiveDecks,
  ) {}

  async of(sessionId: string): Promise<SessionReportWithAnswers> {
    await this.folds.caughtUp();
    const summary = await this.folds.summary(sessionId);
    const deck = summary ? await this.decks.get(summary.presentationId) : null;
    if (!summary || !deck) throw new NotFound('Session not found.');
    const fold = await this.folds.fold(summary, 'read');
    return withEveryAnswer(deck, fold, computeReport(deck, fold));
  }
}
