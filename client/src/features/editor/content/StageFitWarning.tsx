import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeckSlide } from '../../../../../contracts/deck/read-model.js';
import { isPlaceholderText } from '../../../../../contracts/slides/plain-text.js';
import { effectiveSlideType } from '../../../../../contracts/slides/slide-types.js';
import { liveAnswerKindFor } from '../../../../../services/live/domain/answer-rules.js';
import { optionLetter } from '../../live/results/chart-maths.js';
import { drawnBySlideContent } from '../../live/stage-types.js';
import { stageMeasure } from '../../slide-view/FittedText.js';
import { STAGE_HEADING, STAGE_OPTION_LABEL, STAGE_QUESTION, stageFitProblems } from '../../slide-view/stage-text.js';

/** Says, under the slide's content, what the stage will cut even at its smallest readable size (the same fit it draws with). */
export function StageFitWarning({ slide }: { readonly slide: DeckSlide }) {
  const { t } = useTranslation();
  const type = effectiveSlideType(slide.type, slide.slideType);
  const problems = useMemo(() => {
    if (!drawnBySlideContent(type) || type === 'freestyle') return [];
    const kind = liveAnswerKindFor(type);
    const title = isPlaceholderText(slide.title ?? '') ? '' : (slide.title ?? '');
    return stageFitProblems({ title, options: slide.options }, kind ? STAGE_QUESTION : STAGE_HEADING, kind === 'choice' ? STAGE_OPTION_LABEL : null, stageMeasure);
  }, [type, slide.title, slide.options]);
  if (problems.length === 0) return null;
  return (
    <div className="field__warning" role="status">
      {problems.map((problem) => (
        <p key={`${problem.field}-${problem.index}`}>
          {problem.field === 'title' ? t('editor.fit.title', { lines: problem.maxLines }) : t('editor.fit.option', { letter: optionLetter(problem.index), lines: problem.maxLines })}
        </p>
      ))}
    </div>
  );
}
