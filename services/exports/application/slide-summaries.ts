import type { DeckSlide } from '../../../contracts/deck/read-model.js';
import type { SlideResults } from '../../../contracts/live/results.js';
import { questionOutcome } from '../../../projections/leaderboard/present-leaderboard.js';
import { presentResults } from '../../../projections/live-results/present-results.js';
import type { SessionExportData } from './session-export-data.js';

/** One slide's line in the summary: what the folds give for it. */
export interface SlideSummary {
  readonly slide: DeckSlide;
  /** As the presenter's screen presents them, every open-ended entry included; null when nobody answered. */
  readonly results: SlideResults | null;
  readonly respondents: number;
  /** Quiz questions that were asked: correct answers over respondents; otherwise null. */
  readonly correctRate: number | null;
}

export function slideSummaries(data: SessionExportData): SlideSummary[] {
  const members = new Map(data.members.map((member) => [member.audienceId, member]));
  const asked = new Set(data.leaderboard?.questions.map((question) => question.slideId) ?? []);
  return data.slides.map((slide) => {
    const document = data.results.get(slide.id);
    const results = document ? presentResults(document, { audience: (audienceId) => members.get(audienceId) }) : null;
    let correctRate: number | null = null;
    if (data.leaderboard && asked.has(slide.id)) {
      const outcome = questionOutcome(data.leaderboard, slide.id);
      correctRate = outcome.respondents === 0 ? 0 : outcome.correctCount / outcome.respondents;
    }
    return { slide, results, respondents: results?.respondents ?? 0, correctRate };
  });
}

/** The mean of the asked questions' correct rates, or null when no quiz question was asked. */
export function averageCorrectRate(summaries: readonly SlideSummary[]): number | null {
  const rates = summaries.flatMap((summary) => (summary.correctRate === null ? [] : [summary.correctRate]));
  return rates.length === 0 ? null : rates.reduce((sum, rate) => sum + rate, 0) / rates.length;
}
