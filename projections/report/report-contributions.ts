import type { IdeasBoard } from '../../contracts/ideas/socket-protocol.js';
import type { QnaQuestion } from '../../contracts/qna/question.js';
import type { ParticipantContribution, ReportChatMessage } from '../../contracts/reports/report.js';
import { sortQuestions } from '../../services/qna/domain/qna-rules.js';
import type { ChatDocument } from '../chat/chat.document.js';
import type { IdeasBoardDocument } from '../ideas/ideas-board.document.js';
import { presentIdeasBoard } from '../ideas/present-ideas-board.js';
import type { QnaQuestionDocument } from '../qna/qna.document.js';

/** What people added besides answers, as the session's read models hold it: questions, brainstorm boards, the chat. */
export interface SessionContributions {
  readonly questions: readonly QnaQuestionDocument[];
  readonly ideaBoards: readonly IdeasBoardDocument[];
  readonly chat: ChatDocument | null;
}

export const NO_CONTRIBUTIONS: SessionContributions = { questions: [], ideaBoards: [], chat: null };

interface SlidePlace {
  readonly id: string;
  readonly type: string;
  readonly order: number;
  readonly title: string;
}

/** A question as the presenter's Q&A list shows it (no audience id). */
function questionRow(document: QnaQuestionDocument): QnaQuestion {
  const { questionId, text, name, slideId, createdAt, status, answered, answeredTimestamp, pinned, voteCount } = document;
  return { id: questionId, text, name, slideId, createdAt, status, answered, answeredTimestamp, pinned, voteCount };
}

const byTimeThenId = (a: { at: string; text: string }, b: { at: string; text: string }) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.text < b.text ? -1 : a.text > b.text ? 1 : 0);

/**
 * The report's Q&A, brainstorm and chat parts, from the same read models the live screens fold: per slide (a Q&A
 * slide's questions, a brainstorm's board as the presenter saw it), the session's (questions asked on other slides,
 * the chat) and per person (what they asked under their name, their ideas, their chat messages).
 */
export function reportContributions(slides: readonly SlidePlace[], session: SessionContributions) {
  const slideById = new Map(slides.map((slide) => [slide.id, slide]));
  const qnaSlideIds = new Set(slides.filter((slide) => slide.type === 'question').map((slide) => slide.id));
  const boards = new Map(session.ideaBoards.map((board) => [board.slideId, board]));

  const questionsOn = (slideId: string): QnaQuestion[] =>
    sortQuestions(
      session.questions.filter((question) => question.slideId === slideId).map(questionRow),
      'top',
    );
  const questionsAcrossSlides = sortQuestions(
    session.questions.filter((question) => question.slideId === null || !qnaSlideIds.has(question.slideId)).map(questionRow),
    'top',
  );
  const ideasOn = (slideId: string): IdeasBoard | null => {
    const board = boards.get(slideId);
    return board && board.ideas.length > 0 ? presentIdeasBoard(board, { viewer: 'presenter', hideResult: false }) : null;
  };
  /** People who asked on a Q&A slide or sent an idea on a brainstorm: the slide's respondents. */
  const contributorsOn = (slideId: string): number => {
    const people = new Set<string>();
    for (const question of session.questions) if (question.slideId === slideId) people.add(question.audienceId);
    for (const idea of boards.get(slideId)?.ideas ?? []) people.add(idea.audienceId);
    return people.size;
  };
  const messages = (session.chat?.entries ?? []).flatMap((entry) => (entry.type === 'message' ? [entry] : []));
  const chat: ReportChatMessage[] = messages.map(({ id, timestamp, message, role, name, teamName }) => ({ id, timestamp, message, role, name, teamName }));

  const byPerson = new Map<string, ParticipantContribution[]>();
  const add = (audienceId: string, contribution: ParticipantContribution) => {
    const list = byPerson.get(audienceId);
    if (list) list.push(contribution);
    else byPerson.set(audienceId, [contribution]);
  };
  const place = (slideId: string | null) => {
    const slide = slideId === null ? undefined : slideById.get(slideId);
    return { slideId: slide ? slide.id : null, slideOrder: slide ? slide.order : null, slideTitle: slide?.title ?? '' };
  };
  // An anonymous question (qnaAnonymous) carries no name: the report does not give it one either.
  for (const question of session.questions)
    if (question.name !== null) add(question.audienceId, { kind: 'question', ...place(question.slideId), text: question.text, at: question.createdAt, votes: question.voteCount });
  for (const board of session.ideaBoards)
    for (const idea of board.ideas) add(idea.audienceId, { kind: 'idea', ...place(board.slideId), text: idea.text, at: idea.submittedAt, votes: idea.votes });
  for (const message of messages)
    if (message.role === 'audience') add(message.userId, { kind: 'chat', slideId: null, slideOrder: null, slideTitle: '', text: message.message, at: message.timestamp, votes: null });
  const inSlideOrder = (a: ParticipantContribution, b: ParticipantContribution) =>
    (a.slideOrder ?? Number.MAX_SAFE_INTEGER) - (b.slideOrder ?? Number.MAX_SAFE_INTEGER) || byTimeThenId(a, b);
  const contributionsOf = (audienceId: string): ParticipantContribution[] => [...(byPerson.get(audienceId) ?? [])].sort(inSlideOrder);

  return { questionsOn, questionsAcrossSlides, ideasOn, contributorsOn, chat, contributionsOf };
}
