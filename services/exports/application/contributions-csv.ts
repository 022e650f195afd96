import { format } from '@fast-csv/format';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ChatDocument } from '../../../projections/chat/chat.document.js';
import type { IdeasBoardDocument } from '../../../projections/ideas/ideas-board.document.js';
import { rankIdeas } from '../../../projections/ideas/present-ideas-board.js';
import { inertCell } from './session-export-data.js';

const IDEAS_HEADERS = ['Slide number', 'Slide', 'Rank', 'Idea', 'Votes', 'Submitted at'];
const CHAT_HEADERS = ['Sent at', 'Name', 'Role', 'Team', 'Message'];

interface SlidePlace {
  readonly order: number;
  readonly title: string;
}

async function writeCsv(headers: readonly string[], rows: Iterable<readonly (string | number)[]>, output: Writable): Promise<void> {
  const csv = format({ headers: [...headers], writeBOM: true });
  const done = pipeline(csv, output);
  for (const row of rows) if (!csv.write(row)) await new Promise((resolve) => csv.once('drain', resolve));
  csv.end();
  await done;
}

/** Every brainstorm's ideas, slides in deck order, each slide's ideas ranked by votes as its result screen ranks them (no authors: ideas are anonymous on screen). */
export function writeIdeasCsv(boards: readonly IdeasBoardDocument[], slideOf: (slideId: string) => SlidePlace | undefined, output: Writable): Promise<void> {
  const placed = boards.flatMap((board) => {
    const slide = slideOf(board.slideId);
    return slide ? [{ board, slide }] : [];
  });
  placed.sort((a, b) => a.slide.order - b.slide.order);
  const rows = placed.flatMap(({ board, slide }) =>
    rankIdeas(board.ideas).map(({ idea, rank }) => [slide.order, inertCell(slide.title), rank, inertCell(idea.text), idea.votes, idea.submittedAt] as const),
  );
  return writeCsv(IDEAS_HEADERS, rows, output);
}

/** The session's chat messages as the live chat kept them, oldest first. */
export function writeChatCsv(chat: ChatDocument | null, output: Writable): Promise<void> {
  const rows = (chat?.entries ?? []).flatMap((entry) =>
    entry.type === 'message' ? [[entry.timestamp, inertCell(entry.name), entry.role, inertCell(entry.teamName ?? ''), inertCell(entry.message)] as const] : [],
  );
  return writeCsv(CHAT_HEADERS, rows, output);
}
