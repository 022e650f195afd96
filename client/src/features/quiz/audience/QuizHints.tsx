import { useTranslation } from 'react-i18next';
import type { AudienceSlide } from '../../../../../contracts/live/socket-protocol.js';
import { sanitiseRichText } from '../../editor/canvas/rich-text.js';
import { imageSrc } from '../../slide-view/image-src.js';

/** A quiz question's hints on a phone (spec doc 2 §3 "hint (images allowed)"): folded away until the person asks. */
export function QuizHints({ hints }: { hints: NonNullable<AudienceSlide['hints']> }) {
  const { t } = useTranslation();
  if (hints.length === 0) return null;
  return (
    <details className="quiz-hints">
      <summary className="quiz-hints__summary">{t('quiz.phone.showHints', { count: hints.length })}</summary>
      <ol className="quiz-hints__list">
        {hints.map((hint) => {
          const image = imageSrc(hint.image);
          return (
            <li key={hint.id} className="quiz-hints__hint" data-testid="quiz-hint">
              <div dangerouslySetInnerHTML={{ __html: sanitiseRichText(hint.text, 'basic') }} />
              {image && <img className="quiz-hints__image" src={image} alt={t('quiz.phone.hintImage')} />}
            </li>
          );
        })}
      </ol>
    </details>
  );
}
