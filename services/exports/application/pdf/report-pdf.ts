import type { Writable } from 'node:stream';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { SlideResults } from '../../../../contracts/live/results.js';
import type { IdeasBoard } from '../../../../contracts/ideas/socket-protocol.js';
import type { QnaQuestion } from '../../../../contracts/qna/question.js';
import type { ParticipantContribution, ReportSlide, SessionReport, SessionReportWithAnswers } from '../../../../contracts/reports/report.js';
import { assertNever } from '../../../../contracts/shared/assert-never.js';
import { describeAnswer } from '../session-export-data.js';
import { CORRECT, MUTED, PdfWriter } from './pdf-writer.js';

/** Word clouds and typed answers chart their most frequent entries; the rest are counted in one line. */
const CHARTED_ENTRIES = 15;
/** Participants written between two yields, so a 10,000-person report never holds the event loop for long. */
const PARTICIPANTS_PER_YIELD = 25;

const percent = (rate: number | null) => (rate === null ? '–' : `${Math.round(rate * 100)}%`);
const when = (iso: string | null) => (iso === null ? '–' : iso.replace('T', ' ').replace(/\.\d+Z$|Z$/, ' UTC'));
const slideName = (slide: ReportSlide) => `${slide.order}. ${slide.title || slide.type}`;

/**
 * The PDF of a session's report (spec doc 3 exports): the summary with its engagement level, difficult questions and
 * top engaging slides, each slide's results drawn as charts (a Q&A slide's questions, a brainstorm's ranked ideas),
 * the questions asked on other slides, the chat, the full leaderboard, each participant's answers, questions, ideas
 * and chat messages, and the private feedback. Written from the same SessionReport the report page shows. `progress` hears the share done.
 */
export async function writeReportPdf(report: SessionReportWithAnswers, output: Writable, progress: (done: number) => void): Promise<void> {
  const pdf = new PdfWriter(output, `${report.presentationName} report`);
  summary(pdf, report);
  await slides(pdf, report);
  questionsAcrossSlides(pdf, report);
  chat(pdf, report);
  leaderboard(pdf, report);
  feedback(pdf, report);
  pdf.newPage();
  pdf.heading('Answers per participant');
  if (report.participants.length === 0) pdf.paragraph('Nobody joined this session.', { colour: MUTED });
  const slidesById = new Map(report.slides.map((slide) => [slide.slideId, slide]));
  const team = teamNames(report);
  for (const [index, participant] of report.participants.entries()) {
    pdf.heading(participant.teamId ? `${participant.name} (${team(participant.teamId)})` : participant.name, 12);
    pdf.paragraph(`${participant.totalPoints} points`, { colour: MUTED, size: 9 });
    pdf.row(['#', 'Slide', 'Answer', 'Correct', 'Points'], [0.06, 0.3, 0.4, 0.12, 0.12], { bold: true });
    for (const answer of participant.answers) {
      const correct = answer.correct === null ? '' : answer.correct ? 'yes' : 'no';
      pdf.row([String(answer.slideOrder), answer.slideTitle, describeAnswer(slidesById.get(answer.slideId), answer.value), correct, answer.points === null ? '' : String(answer.points)], [0.06, 0.3, 0.4, 0.12, 0.12]);
    }
    if (participant.answers.length === 0) pdf.paragraph('No answers.', { colour: MUTED, size: 9 });
    contributions(pdf, participant.contributions);
    progress((index + 1) / report.participants.length);
    if ((index + 1) % PARTICIPANTS_PER_YIELD === 0) await yieldToEventLoop();
  }
  await pdf.end();
  progress(1);
}

function summary(pdf: PdfWriter, report: SessionReport): void {
  pdf.heading(report.presentationName, 22);
  pdf.paragraph(`Session report · started ${when(report.startedAt)} · ${report.stoppedAt === null ? 'still live' : `ended ${when(report.stoppedAt)}`}`, { colour: MUTED });
  pdf.gap();
  pdf.paragraph(report.summary.engagementText, { size: 16, bold: true });
  pdf.facts([
    ['Participants', String(report.summary.participants)],
    ['Responses', String(report.summary.responses)],
    ['Reactions', String(report.summary.reactions)],
    ['Engagement rate', percent(report.summary.engagementRate)],
    ['Average correct rate', report.averageCorrectRate === null ? '–' : `${report.averageCorrectRate}%`],
    ['Average rating', report.averageRating === null ? '–' : report.averageRating.toFixed(1)],
  ]);
  pdf.heading('Most difficult questions', 14);
  if (report.difficultQuestions.length === 0) pdf.paragraph('No question was answered correctly by fewer than 40% of respondents.', { colour: MUTED });
  for (const slide of report.difficultQuestions) pdf.bar(slideName(slide), slide.correctRate ?? 0, `${percent(slide.correctRate)} correct`, CORRECT);
  pdf.heading('Top engaging slides', 14);
  if (report.topEngagingSlides.length === 0) pdf.paragraph('No slide was answered yet.', { colour: MUTED });
  const most = Math.max(1, ...report.topEngagingSlides.map((slide) => slide.responseCount));
  for (const slide of report.topEngagingSlides) pdf.bar(slideName(slide), slide.responseCount / most, `${slide.responseCount} responses`);
}

async function slides(pdf: PdfWriter, report: SessionReport): Promise<void> {
  pdf.newPage();
  pdf.heading('Results per slide');
  for (const slide of report.slides) {
    pdf.heading(slideName(slide), 13);
    const figures = [`${slide.responseCount} responses`, ...(slide.correctRate === null ? [] : [`${percent(slide.correctRate)} correct`]), `${slide.reactions} reactions`];
    pdf.paragraph(`${slide.type} · ${figures.join(' · ')}`, { colour: MUTED, size: 9 });
    pdf.gap(0.3);
    if (slide.results) chart(pdf, slide, slide.results);
    if (slide.questions) questions(pdf, slide.questions, false);
    if (slide.ideas) ideas(pdf, slide.ideas);
    pdf.gap();
    // A slide of thousands of open answers is a long write: let other work in between slides.
    await yieldToEventLoop();
  }
}

/** One slide's results drawn as the live screen shows them: bars for votes, words, ratings and typed answers; open answers listed. */
function chart(pdf: PdfWriter, slide: ReportSlide, results: SlideResults): void {
  switch (results.kind) {
    case 'choice': {
      const total = Math.max(1, results.respondents);
      for (const option of slide.options) {
        const count = results.counts[option.id] ?? 0;
        pdf.bar(option.correct ? `✓ ${option.title}` : option.title, count / total, `${count} (${percent(count / total)})`, option.correct ? CORRECT : undefined);
      }
      return;
    }
    case 'words':
      return counted(pdf, results.words.map((word) => ({ text: word.text, count: word.count })));
    case 'typed':
      return counted(pdf, results.answers);
    case 'text':
      for (const entry of results.entries) pdf.paragraph(`${entry.name}: ${entry.text}`, { size: 9 });
      return;
    case 'rating': {
      const scaleMax = typeof slide.display.scaleMax === 'number' ? slide.display.scaleMax : 10;
      for (const option of slide.options) {
        const statement = results.statements[option.id];
        pdf.bar(option.title, (statement?.average ?? 0) / scaleMax, statement ? `${statement.average.toFixed(1)} / ${scaleMax} (${statement.count})` : '–');
      }
      return;
    }
    case 'order':
    case 'pairs':
    case 'categories':
      // Only how many answered: their correctness is the correct rate above.
      return;
    default:
      return assertNever(results);
  }
}

function counted(pdf: PdfWriter, entries: readonly { text: string; count: number }[]): void {
  const sorted = [...entries].sort((a, b) => b.count - a.count || a.text.localeCompare(b.text));
  const most = Math.max(1, sorted[0]?.count ?? 1);
  for (const entry of sorted.slice(0, CHARTED_ENTRIES)) pdf.bar(entry.text, entry.count / most, String(entry.count));
  if (sorted.length > CHARTED_ENTRIES) pdf.paragraph(`and ${sorted.length - CHARTED_ENTRIES} more`, { colour: MUTED, size: 9 });
}

/** Questions as the presenter's Q&A list ranks them: votes, the words, who asked (unless anonymous), what became of them. */
function questions(pdf: PdfWriter, list: readonly QnaQuestion[], withSlide: boolean, slideOf?: (slideId: string | null) => string): void {
  if (list.length === 0) return pdf.paragraph('No questions.', { colour: MUTED, size: 9 });
  const widths = withSlide ? [0.1, 0.44, 0.18, 0.28] : [0.1, 0.56, 0.34];
  pdf.row(['Votes', 'Question', ...(withSlide ? ['Slide'] : []), 'Asked by'], widths, { bold: true });
  for (const question of list) {
    const marks = [question.pinned && 'pinned', question.answered && 'answered', question.status === 'dismissed' && 'dismissed'].filter(Boolean).join(', ');
    const asker = `${question.name ?? 'Anonymous'}${marks ? ` (${marks})` : ''}`;
    pdf.row([String(question.voteCount), question.text, ...(withSlide ? [slideOf?.(question.slideId) ?? ''] : []), asker], widths);
  }
}

/** A brainstorm's ideas as its board showed them last: ranked by votes once voting ended, else in the order they came. */
function ideas(pdf: PdfWriter, board: IdeasBoard): void {
  const counted = board.votes === null ? '' : ` · ${board.votes} votes from ${board.voters ?? 0} people`;
  pdf.paragraph(`${board.ideas.length} ideas · ${board.stage} stage${counted}`, { colour: MUTED, size: 9 });
  const most = Math.max(1, ...board.ideas.map((idea) => idea.votes ?? 0));
  for (const idea of board.ideas) {
    const label = idea.rank === null ? idea.text : `${idea.rank}. ${idea.text}`;
    pdf.bar(label, (idea.votes ?? 0) / most, idea.votes === null ? '' : `${idea.votes} ${idea.votes === 1 ? 'vote' : 'votes'}`);
  }
}

function questionsAcrossSlides(pdf: PdfWriter, report: SessionReport): void {
  if (report.questionsAcrossSlides.length === 0) return;
  const names = new Map(report.slides.map((slide) => [slide.slideId, slideName(slide)]));
  pdf.heading('Questions asked on other slides', 14);
  questions(pdf, report.questionsAcrossSlides, true, (slideId) => (slideId === null ? '' : (names.get(slideId) ?? '')));
}

function chat(pdf: PdfWriter, report: SessionReport): void {
  if (report.chat.length === 0) return;
  pdf.heading('Chat', 14);
  // The day is the session's (in the summary): each message gives its time of day.
  pdf.row(['Time (UTC)', 'Name', 'Message'], [0.14, 0.28, 0.58], { bold: true });
  for (const message of report.chat) {
    const name = `${message.name}${message.role === 'presenter' ? ' (presenter)' : ''}${message.teamName ? ` · ${message.teamName}` : ''}`;
    pdf.row([message.timestamp.slice(11, 19), name, message.message], [0.14, 0.28, 0.58]);
  }
}

const CONTRIBUTION_KINDS: Readonly<Record<ParticipantContribution['kind'], string>> = { question: 'Question', idea: 'Idea', chat: 'Chat' };

/** What a person added besides answers: their questions, ideas and chat messages, with the votes they drew. */
function contributions(pdf: PdfWriter, list: readonly ParticipantContribution[]): void {
  if (list.length === 0) return;
  const widths = [0.06, 0.3, 0.12, 0.4, 0.12];
  pdf.row(['#', 'Slide', 'Kind', 'Text', 'Votes'], widths, { bold: true });
  for (const item of list) pdf.row([item.slideOrder === null ? '' : String(item.slideOrder), item.slideTitle, CONTRIBUTION_KINDS[item.kind], item.text, item.votes === null ? '' : String(item.votes)], widths);
}

function leaderboard(pdf: PdfWriter, report: SessionReport): void {
  const { individual, teams } = report.leaderboard;
  if (individual.length === 0 && teams.length === 0) return;
  pdf.newPage();
  pdf.heading('Leaderboard');
  pdf.row(['Rank', 'Name', 'Team', 'Points', 'Correct'], [0.1, 0.42, 0.2, 0.14, 0.14], { bold: true });
  const team = teamNames(report);
  for (const entry of individual) pdf.row([String(entry.i), entry.n, entry.t === null ? '' : team(entry.t), String(entry.tp), String(entry.cc)], [0.1, 0.42, 0.2, 0.14, 0.14]);
  if (teams.length === 0) return;
  pdf.heading('Teams', 14);
  pdf.row(['Rank', 'Team', 'Members', 'Points'], [0.1, 0.5, 0.2, 0.2], { bold: true });
  for (const team of teams) pdf.row([String(team.i), team.n, String(team.m), String(team.totalPoint)], [0.1, 0.5, 0.2, 0.2]);
}

/** A team's name as the leaderboard gives it, or its id for a team the leaderboard has not ranked. */
function teamNames(report: SessionReport): (teamId: string) => string {
  const names = new Map(report.leaderboard.teams.map((team) => [team.t, team.n]));
  return (teamId) => names.get(teamId) ?? teamId;
}

function feedback(pdf: PdfWriter, report: SessionReport): void {
  if (report.privateFeedbacks.length === 0) return;
  pdf.heading('Private feedback', 14);
  for (const item of report.privateFeedbacks) pdf.paragraph(`${'★'.repeat(item.rating)}${'☆'.repeat(Math.max(0, 5 - item.rating))}  ${item.name}${item.comment ? `: ${item.comment}` : ''}`, { size: 9 });
}
