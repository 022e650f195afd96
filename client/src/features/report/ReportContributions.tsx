import { useTranslation } from 'react-i18next';
import type { IdeasBoard } from '../../../../contracts/ideas/socket-protocol.js';
import type { QnaQuestion } from '../../../../contracts/qna/question.js';
import type { ParticipantContribution, ReportChatMessage } from '../../../../contracts/reports/report.js';
import { displayQuizTeamName } from '../language/default-texts.js';

const time = (iso: string, language: string) => new Date(iso).toLocaleTimeString(language);

/** Questions as the presenter's Q&A list ranks them, with who asked (unless anonymous), votes and what became of them. */
export function ReportQuestions({ questions, label }: { questions: readonly QnaQuestion[]; label: string }) {
  const { t } = useTranslation();
  if (questions.length === 0) return <p>{t('report.noQuestions')}</p>;
  return (
    <ol className="report__questions" aria-label={label}>
      {questions.map((question) => (
        <li key={question.id}>
          <q>{question.text}</q> · {question.name ?? t('report.anonymous')} · {t('report.upvotes', { count: question.voteCount })}
          {question.answered && ` · ${t('report.answered')}`}
          {question.status === 'dismissed' && ` · ${t('report.dismissed')}`}
          {question.pinned && ` · ${t('report.pinned')}`}
        </li>
      ))}
    </ol>
  );
}

/** A brainstorm's ideas with their votes, ranked once voting ended (as the presenter's screen showed them). */
export function ReportIdeas({ board, label }: { board: IdeasBoard; label: string }) {
  const { t } = useTranslation();
  return (
    <>
      <p>
        {t('report.ideasCount', { count: board.ideas.length })} · {t('report.votes', { count: board.votes ?? 0 })} {t('report.voters', { count: board.voters ?? 0 })}
      </p>
      <ol className="report__ideas" aria-label={label}>
        {board.ideas.map((idea) => (
          <li key={idea.ideaId}>
            {idea.rank !== null && `${t('report.rank', { rank: idea.rank })} · `}
            {idea.text} · {t('report.votes', { count: idea.votes ?? 0 })}
          </li>
        ))}
      </ol>
    </>
  );
}

/** The session's chat, oldest first; nothing at all for a session without one (the chat may have been off). */
export function ReportChat({ messages }: { messages: readonly ReportChatMessage[] }) {
  const { t, i18n } = useTranslation();
  if (messages.length === 0) return null;
  return (
    <section aria-labelledby="report-chat-heading">
      <h2 id="report-chat-heading">{t('report.chat')}</h2>
      <ul className="report__chat">
        {messages.map((message) => (
          <li key={message.id}>
            <time dateTime={message.timestamp}>{time(message.timestamp, i18n.language)}</time> <strong>{message.role === 'presenter' ? t('report.presenterSaid', { name: message.name }) : message.name}</strong>
            {message.teamName && ` (${displayQuizTeamName(t, message.teamName)})`}: {message.message}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One person's questions, ideas and chat messages, in slide order. */
export function ParticipantContributions({ name, contributions, slideTitle }: { name: string; contributions: readonly ParticipantContribution[]; slideTitle: (order: number, title: string) => string }) {
  const { t } = useTranslation();
  if (contributions.length === 0) return null;
  return (
    <table className="report__table" data-testid="report-contributions">
      <caption>{t('report.contributionsOf', { name })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('report.slide')}</th>
          <th scope="col">{t('report.kind')}</th>
          <th scope="col">{t('report.text')}</th>
          <th scope="col">{t('report.votesHeading')}</th>
        </tr>
      </thead>
      <tbody>
        {contributions.map((row, index) => (
          <tr key={`${row.kind}-${row.at}-${index}`}>
            <td>{row.slideOrder === null ? t('report.notScored') : slideTitle(row.slideOrder, row.slideTitle)}</td>
            <td>{t(`report.kind_${row.kind}`)}</td>
            <td>{row.text}</td>
            <td>{row.votes ?? t('report.notScored')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
