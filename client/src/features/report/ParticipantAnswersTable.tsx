import { useTranslation } from 'react-i18next';
import type { ReportParticipant, ReportSlide } from '../../../../contracts/reports/report.js';
import { answerText } from './answer-text.js';
import { useParticipantAnswers, type LoadParticipantAnswers } from './use-participant-answers.js';

interface Props {
  readonly person: ReportParticipant;
  readonly sessionId: string;
  readonly slides: readonly ReportSlide[];
  readonly load: LoadParticipantAnswers;
  readonly slideTitle: (slide: Pick<ReportSlide, 'order' | 'title'>) => string;
}

/** One person's answers in slide order, with correctness and points (spec doc 3 §3), read for this person alone. */
export function ParticipantAnswersTable({ person, sessionId, slides, load, slideTitle }: Props) {
  const { t } = useTranslation();
  const { state, retry } = useParticipantAnswers(load, person.audienceId, sessionId);
  switch (state.status) {
    case 'loading':
      return <p role="status">{t('common.loading')}</p>;
    case 'failed':
      return (
        <div role="alert">
          <p>{t('report.answersLoadFailed', { name: person.name })}</p>
          <button type="button" className="button" onClick={retry}>
            {t('common.retry')}
          </button>
        </div>
      );
    case 'loaded':
      if (state.rows.length === 0) return <p>{t('report.noAnswers')}</p>;
      return (
        <table className="report__table">
          <caption className="visually-hidden">{t('report.participantAnswers', { name: person.name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('report.slide')}</th>
              <th scope="col">{t('report.answer')}</th>
              <th scope="col">{t('report.correct')}</th>
              <th scope="col">{t('report.points')}</th>
            </tr>
          </thead>
          <tbody>
            {state.rows.map((row, index) => (
              <tr key={`${row.slideId}-${index}`}>
                <td>{slideTitle({ order: row.slideOrder, title: row.slideTitle })}</td>
                <td>{answerText(row.value, slides.find((slide) => slide.slideId === row.slideId)?.options ?? [])}</td>
                <td>{row.correct === null ? t('report.notScored') : row.correct ? t('report.yes') : t('report.no')}</td>
                <td>{row.points ?? t('report.notScored')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
  }
}
