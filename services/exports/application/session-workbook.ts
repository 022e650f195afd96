import type { Writable } from 'node:stream';
import type { DeckSlide } from '../../../contracts/deck/read-model.js';
import type { SlideResults } from '../../../contracts/live/results.js';
import { rankMembers, rankTeams } from '../../../projections/leaderboard/present-leaderboard.js';
import { participantsWithAnswers } from './participant-answer-rows.js';
import { inertCell, type SessionExportData } from './session-export-data.js';
import { averageCorrectRate, slideSummaries, type SlideSummary } from './slide-summaries.js';
import type { WorkbookRow as Row } from './workbook-child.js';
import { WorkbookProcess } from './workbook-process.js';

/** Excel's own limit on a sheet name, and the characters it refuses in one. */
const SHEET_NAME_MAX = 31;
const SHEET_NAME_REFUSED = /[[\]:*?/\\]/g;

/**
 * The session's workbook (a summary sheet, the leaderboard, one sheet per slide and one per participant),
 * written by a child process (WorkbookProcess) as this side reads each person's answers, one person at a time.
 * `progress` is told the share done after each participant's sheet.
 */
export async function writeSessionWorkbook(data: SessionExportData, output: Writable, progress: (done: number) => void): Promise<void> {
  const workbook = WorkbookProcess.start(output);
  try {
    const summaries = slideSummaries(data);
    const names = new SheetNames();
    await workbook.addSheet('Summary', summaryRows(data, summaries));
    // Every session has a leaderboard document; it has standings once a quiz question was asked.
    if (data.leaderboard && data.leaderboard.questions.length > 0) await workbook.addSheet('Leaderboard', leaderboardRows(data));
    for (const [index, summary] of summaries.entries()) {
      await workbook.addSheet(names.unique(`${index + 1} ${summary.slide.title || summary.slide.type}`), slideRows(summary));
    }
    let index = 0;
    for await (const { member, score, rows } of participantsWithAnswers(data)) {
      await workbook.addSheet(names.unique(`P${index + 1} ${member.name}`), [
        ['Name', inertCell(member.name)],
        ['Team', member.teamId ?? ''],
        ['Points', score.totalPoints],
        ['Rank', score.rank],
        [],
        ['#', 'Slide', 'Type', 'Answer', 'Correct', 'Points', 'Submitted at'],
        ...rows.map((row): Row => [row.slideNumber, inertCell(row.slideTitle), row.slideType, inertCell(row.answer), row.correct, row.points, row.submittedAt]),
      ]);
      progress(++index / Math.max(1, data.members.length));
    }
    await workbook.finish();
  } catch (error) {
    workbook.abort();
    throw error;
  }
}

function summaryRows(data: SessionExportData, summaries: readonly SlideSummary[]): Row[] {
  const average = averageCorrectRate(summaries);
  return [
    ['Presentation', inertCell(data.deck.name)],
    ['Session', data.sessionId],
    ['Status', data.status],
    ['Participants', data.members.length],
    ['Responses', summaries.reduce((sum, summary) => sum + summary.respondents, 0)],
    ['Reactions', Object.values(data.reactions).reduce((sum, count) => sum + count, 0)],
    ...Object.entries(data.reactions).map(([reaction, count]): Row => [`Reactions: ${reaction}`, count]),
    ['Average correct rate', average],
    [],
    ['#', 'Slide', 'Type', 'Respondents', 'Correct rate'],
    ...summaries.map((summary, index): Row => [index + 1, inertCell(summary.slide.title ?? ''), summary.slide.type, summary.respondents, summary.correctRate]),
  ];
}

function leaderboardRows(data: SessionExportData): Row[] {
  const document = data.leaderboard!;
  const teams = rankTeams(document);
  return [
    ['Rank', 'Name', 'Team', 'Points', 'Correct answers'],
    ...rankMembers(document).entries.map((entry): Row => [entry.i, inertCell(entry.n), entry.t ?? '', entry.tp, entry.cc]),
    ...(teams.length === 0 ? [] : [[], ['Team rank', 'Team', 'Members', 'Points'] as Row, ...teams.map((team): Row => [team.i, team.n, team.m, team.totalPoint])]),
  ];
}

function slideRows({ slide, results, respondents, correctRate }: SlideSummary): Row[] {
  const head: Row[] = [
    ['Slide', inertCell(slide.title ?? '')],
    ['Type', slide.type],
    ['Respondents', respondents],
    ...(correctRate === null ? [] : [['Correct rate', correctRate] as Row]),
    [],
  ];
  return [...head, ...resultRows(slide, results)];
}

function resultRows(slide: DeckSlide, results: SlideResults | null): Row[] {
  if (!results) return [];
  switch (results.kind) {
    case 'choice':
      return [
        ['Option', 'Votes', 'Correct'],
        ...slide.options.map((option): Row => [inertCell(option.title), results.counts[option.id] ?? 0, option.correct ? 'yes' : '']),
      ];
    case 'words':
      return [['Word', 'Count'], ...results.words.map((word): Row => [inertCell(word.text), word.count])];
    case 'text':
      return [['Name', 'Answer', 'Submitted at'], ...results.entries.map((entry): Row => [inertCell(entry.name), inertCell(entry.text), entry.submittedAt])];
    case 'rating':
      return [
        ['Statement', 'Ratings', 'Average'],
        ...slide.options.map((option): Row => {
          const statement = results.statements[option.id];
          return [inertCell(option.title), statement?.count ?? 0, statement?.average ?? null];
        }),
      ];
    case 'typed':
      return [['Answer', 'Count'], ...results.answers.map((answer): Row => [inertCell(answer.text), answer.count])];
    case 'order':
    case 'pairs':
    case 'categories':
      return [];
  }
}

/** Sheet names Excel accepts: at most 31 characters, none of []:*?/\, unique without regard to case. */
class SheetNames {
  private readonly taken = new Set<string>();

  unique(wanted: string): string {
    const base = wanted.replace(SHEET_NAME_REFUSED, ' ').replace(/^'+|'+$/g, '').trim() || 'Sheet';
    for (let attempt = 1; ; attempt++) {
      const suffix = attempt === 1 ? '' : ` (${attempt})`;
      const name = base.slice(0, SHEET_NAME_MAX - suffix.length) + suffix;
      if (!this.taken.has(name.toLowerCase())) {
        this.taken.add(name.toLowerCase());
        return name;
      }
    }
  }
}
