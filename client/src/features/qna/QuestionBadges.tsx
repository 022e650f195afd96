import { useTranslation } from 'react-i18next';
import type { QnaQuestion } from '../../../../contracts/qna/question.js';

/** A question's states in words: pinned, answered, on screen. */
export function QuestionBadges({ question, highlighted }: { readonly question: QnaQuestion; readonly highlighted: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {question.pinned && <span className="live-chip">{t('qna.question.pinned')}</span>}
      {question.answered && <span className="live-chip">{t('qna.question.answered')}</span>}
      {highlighted && <span className="live-chip">{t('qna.question.highlighted')}</span>}
    </>
  );
}
