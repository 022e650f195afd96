import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ReportResponse, ReportSlide, SessionReport } from '../../../../contracts/reports/report.js';
import { QUIZ_SLIDE_TYPES, type SlideType } from '../../../../contracts/slides/slide-types.js';
import { liveAnswerKindFor } from '../../../../services/live/domain/answer-rules.js';
import { readLiveSettings, type LiveSlide } from '../live/live-slide.js';
import { SlideResultsView } from '../live/results/SlideResultsView.js';
import { ParticipantAnswersTable } from './ParticipantAnswersTable.js';
import type { LoadParticipantAnswers } from './use-participant-answers.js';
import { ParticipantContributions, ReportChat, ReportIdeas, ReportQuestions } from './ReportContributions.js';
import { displayQuizTeamName, quizTeamNameOf } from '../language/default-texts.js';

interface Props {
  readonly response: ReportResponse & { report: SessionReport };
  /** The path of this report page without an audience id: participant links hang under it. */
  readonly basePath: string;
  readonly audienceId: string | null;
  readonly onPickSession: (sessionId: string) => void;
  readonly loadAnswers: LoadParticipantAnswers;
}

const CLOUD_BOX = { width: 720, height: 320 };
const percent = (rate: number) => Math.round(rate * 100);

function liveSlideOf(slide: ReportSlide): LiveSlide {
  return { id: slide.slideId, type: slide.slideType ?? slide.type, title: slide.title, options: slide.options, settings: readLiveSettings(slide.display) };
}

/** A session's report (spec doc 3 §3 Report): the owner's page and the shared page both show it. */
export function ReportView({ response, basePath, audienceId, onPickSession, loadAnswers }: Props) {
  const { t, i18n } = useTranslation();
  const { report, sessions } = response;
  const slideTitle = (slide: Pick<ReportSlide, 'order' | 'title'>) => t('report.slideHeading', { order: slide.order, title: slide.title || t('report.untitled') });
  const figures = (slide: Pick<ReportSlide, 'responseCount' | 'reactions'>) =>
    `${t('report.responsesCount', { count: slide.responseCount })} · ${t('report.reactionsCount', { count: slide.reactions })}`;
  const hasQuiz = report.slides.some((slide) => QUIZ_SLIDE_TYPES.includes((slide.slideType ?? slide.type) as SlideType));
  const person = audienceId === null ? null : report.participants.find((candidate) => candidate.audienceId === audienceId);
  return (
    <div className="report">
      <label className="report__session">
        {t('report.session')}
        <select value={report.sessionId} onChange={(event) => onPickSession(event.target.value)}>
          {sessions.map((session) => (
            <option key={session.sessionId} value={session.sessionId}>
              {t('report.sessionOption', { startedAt: new Date(session.startedAt).toLocaleString(i18n.language), count: session.participants })}
              {session.stoppedAt === null ? ` · ${t('report.liveNow')}` : ''}
            </option>
          ))}
        </select>
      </label>

      {audienceId !== null ? (
        <section aria-labelledby="report-person-heading">
          <h2 id="report-person-heading">{t('report.participantAnswers', { name: person?.name ?? '' })}</h2>
          <p>
            <Link to={basePath}>{t('report.backToReport')}</Link>
          </p>
          {!person && <p>{t('report.unknownParticipant')}</p>}
          {person && <ParticipantAnswersTable person={person} sessionId={report.sessionId} slides={report.slides} load={loadAnswers} slideTitle={slideTitle} />}
          {person && <ParticipantContributions name={person.name} contributions={person.contributions} slideTitle={(order, title) => slideTitle({ order, title })} />}
        </section>
      ) : (
        <>
          <section aria-labelledby="report-summary-heading">
            <h2 id="report-summary-heading">{t('report.summary')}</h2>
            <dl className="report__figures">
              <div>
                <dt>{t('report.participants')}</dt>
                <dd data-testid="report-participants">{report.summary.participants}</dd>
              </div>
              <div>
                <dt>{t('report.responses')}</dt>
                <dd data-testid="report-responses">{report.summary.responses}</dd>
              </div>
              <div>
                <dt>{t('report.reactions')}</dt>
                <dd>{report.summary.reactions}</dd>
              </div>
              <div>
                <dt>{t('report.engagement')}</dt>
                <dd data-testid="report-engagement">
                  {report.summary.engagementText}
                  {report.summary.engagementRate !== null && ` (${t('report.engagementRate', { rate: percent(report.summary.engagementRate) })})`}
                </dd>
              </div>
              <div>
                <dt>{t('report.averageCorrectRate')}</dt>
                <dd>{report.averageCorrectRate === null ? t('report.noCorrectRate') : t('report.percent', { value: report.averageCorrectRate })}</dd>
              </div>
            </dl>
          </section>

          <section aria-labelledby="report-difficult-heading">
            <h2 id="report-difficult-heading">{t('report.difficult')}</h2>
            {report.difficultQuestions.length === 0 ? (
              <p>{t('report.noDifficult')}</p>
            ) : (
              <ul>
                {report.difficultQuestions.map((slide) => (
                  <li key={slide.slideId}>
                    {slideTitle(slide)} · {t('report.correctRate', { rate: percent(slide.correctRate ?? 0) })}
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="report-top-heading">
            <h2 id="report-top-heading">{t('report.topEngaging')}</h2>
            <ul>
              {report.topEngagingSlides.map((slide) => (
                <li key={slide.slideId}>
                  {slideTitle(slide)} · {figures(slide)}
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="report-slides-heading">
            <h2 id="report-slides-heading">{t('report.slides')}</h2>
            {report.slides.map((slide) => (
              <article key={slide.slideId} className="report__slide" aria-labelledby={`report-slide-${slide.slideId}`}>
                <h3 id={`report-slide-${slide.slideId}`}>{slideTitle(slide)}</h3>
                <p>
                  {figures(slide)}
                  {slide.correctRate !== null && ` · ${t('report.correctRate', { rate: percent(slide.correctRate) })}`}
                </p>
                {slide.results === null
                  ? liveAnswerKindFor(slide.slideType ?? slide.type) !== null && <p>{t('report.noResults')}</p>
                  : liveAnswerKindFor(slide.slideType ?? slide.type) !== null && (
                      <SlideResultsView slide={liveSlideOf(slide)} results={slide.results} size="compact" cloudBox={CLOUD_BOX} correctOptionIds={slide.options.filter((option) => option.correct).map((option) => option.id)} />
                    )}
                {slide.questions !== null && <ReportQuestions questions={slide.questions} label={t('report.questionsOf', { title: slideTitle(slide) })} />}
                {slide.ideas !== null && <ReportIdeas board={slide.ideas} label={t('report.ideasOf', { title: slideTitle(slide) })} />}
                {slide.ideas === null && (slide.slideType ?? slide.type) === 'ideas' && <p>{t('report.noIdeas')}</p>}
              </article>
            ))}
          </section>

          {report.questionsAcrossSlides.length > 0 && (
            <section aria-labelledby="report-qna-heading">
              <h2 id="report-qna-heading">{t('report.questionsAcross')}</h2>
              <ReportQuestions questions={report.questionsAcrossSlides} label={t('report.questionsAcross')} />
            </section>
          )}

          <ReportChat messages={report.chat} />

          {hasQuiz && (
            <section aria-labelledby="report-leaderboard-heading">
              <h2 id="report-leaderboard-heading">{t('report.leaderboard')}</h2>
              {report.leaderboard.teams.length > 0 && (
                <table className="report__table">
                  <caption>{t('report.teams')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('report.place')}</th>
                      <th scope="col">{t('report.team')}</th>
                      <th scope="col">{t('report.members')}</th>
                      <th scope="col">{t('report.points')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {report.leaderboard.teams.map((team) => (
                      <tr key={team.t}>
                        <td>{team.i}</td>
                        <td>{displayQuizTeamName(t, team.n)}</td>
                        <td>{team.m}</td>
                        <td>{team.totalPoint}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              <table className="report__table" data-testid="report-leaderboard">
                <caption>{t('report.individual')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('report.place')}</th>
                    <th scope="col">{t('report.name')}</th>
                    <th scope="col">{t('report.points')}</th>
                    <th scope="col">{t('report.correctAnswers')}</th>
                  </tr>
                </thead>
                <tbody>
                  {report.leaderboard.individual.map((entry) => (
                    <tr key={entry.a}>
                      <td>{entry.i}</td>
                      <td>{entry.n}</td>
                      <td>{entry.tp}</td>
                      <td>{entry.cc}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}

          <section aria-labelledby="report-participants-heading">
            <h2 id="report-participants-heading">{t('report.participants')}</h2>
            <table className="report__table">
              <caption className="visually-hidden">{t('report.participants')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('report.name')}</th>
                  <th scope="col">{t('report.team')}</th>
                  <th scope="col">{t('report.points')}</th>
                  <th scope="col">{t('report.answers')}</th>
                </tr>
              </thead>
              <tbody>
                {report.participants.map((participant) => (
                  <tr key={participant.audienceId}>
                    <td>
                      {participant.emoji} {participant.name}
                    </td>
                    <td>{participant.teamId === null ? t('report.notScored') : quizTeamNameOf(t, participant.teamId)}</td>
                    <td>{participant.totalPoints}</td>
                    <td>
                      <Link to={`${basePath}/${encodeURIComponent(participant.audienceId)}`}>{t('report.showAnswers', { name: participant.name })}</Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>

          <section aria-labelledby="report-feedback-heading">
            <h2 id="report-feedback-heading">{t('report.feedback')}</h2>
            {report.averageRating !== null && <p>{t('report.averageRating', { rating: report.averageRating })}</p>}
            {report.privateFeedbacks.length === 0 ? (
              <p>{t('report.noFeedback')}</p>
            ) : (
              <ul>
                {report.privateFeedbacks.map((feedback) => (
                  <li key={feedback.audienceId}>
                    {feedback.name} · {t('report.rating', { rating: feedback.rating })}
                    {feedback.comment && ` · ${feedback.comment}`}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
