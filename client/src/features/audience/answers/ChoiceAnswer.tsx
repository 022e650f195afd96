import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionImage } from '../../slide-view/OptionImage.js';
import type { AnswerValue } from '../../../../../contracts/live/answers.js';
import { APP_SURFACES, readableOn, textOn } from '../../../ui/contrast.js';
import { chartColour, optionLetter } from '../../live/results/chart-maths.js';
import { checkChoice, type AnswerProblem } from '../../../../../services/live/domain/answer-rules.js';
import { answerRulesOf, type LiveSlide } from '../../live/live-slide.js';
import { choicesOffered, optionsInOrder, toggleChoice } from '../answer-form.js';
import { problemText } from './problem-text.js';

/** Poll / multiple choice: radio buttons for one choice, checkboxes up to limitChoice for several. */
interface Props {
  readonly slide: LiveSlide;
  /** "Shuffle options": the options in this person's own order; each keeps its letter and colour from the stage. */
  readonly shuffleFor: string | null;
  readonly disabled: boolean;
  readonly onSubmit: (value: AnswerValue) => void;
}

/**
 * An option's colour as the stage draws it (the deck's palette or the option colours), with the letter written in
 * what reads on it and the tick in a shade that reads on the card in light and dark mode.
 */
function optionStyle(colour: string): Record<string, string> {
  return {
    '--option-colour': colour,
    '--option-text': textOn(colour),
    '--option-mark': `light-dark(${readableOn(colour, APP_SURFACES.light)}, ${readableOn(colour, APP_SURFACES.dark)})`,
  };
}

export function ChoiceAnswer({ slide, shuffleFor, disabled, onSubmit }: Props) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<string[]>([]);
  const [problem, setProblem] = useState<AnswerProblem | null>(null);
  const [limitNotice, setLimitNotice] = useState(false);
  const limit = choicesOffered(slide.settings, slide.options.length);
  const multiple = limit > 1;
  const legendId = useId();
  const errorId = useId();

  const choose = (optionId: string) => {
    const next = toggleChoice(selected, optionId, limit);
    setSelected(next.selected);
    setLimitNotice(next.refused);
    setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkChoice(answerRulesOf(slide), selected);
    if (!checked.ok) {
      setProblem(checked.problem);
      return;
    }
    onSubmit(checked.value);
  };

  const message = problem ? problemText(t, problem) : limitNotice ? t('audience.live.problems.limitReached', { limit }) : null;
  return (
    <form className="answer-form" onSubmit={submit} noValidate>
      <fieldset className="choice-answer" aria-describedby={message ? errorId : undefined} disabled={disabled}>
        <legend id={legendId} className="answer-form__legend">
          {multiple ? t('audience.live.chooseUpTo', { count: limit }) : t('audience.live.chooseOne')}
        </legend>
        {optionsInOrder(slide.options, shuffleFor, slide.id).map(({ option, index }) => {
          const checked = selected.includes(option.id);
          const label = option.title.trim() || t('live.results.untitledOption', { letter: optionLetter(index) });
          return (
            <label key={option.id} className={`choice-answer__option ${checked ? 'choice-answer__option--checked' : ''}`} style={optionStyle(chartColour(index, slide.settings.chartColours))}>
              <input type={multiple ? 'checkbox' : 'radio'} name={`choice-${slide.id}`} value={option.id} checked={checked} onChange={() => choose(option.id)} />
              <span className="choice-answer__letter" aria-hidden="true">
                {optionLetter(index)}
              </span>
              <OptionImage image={option.image} className="choice-answer__image" />
              <span className="choice-answer__text">{label}</span>
            </label>
          );
        })}
      </fieldset>
      {message && (
        <p id={errorId} className="field__error" role="alert">
          {message}
        </p>
      )}
      <button type="submit" className="button button--primary answer-form__submit" disabled={disabled}>
        {t('audience.live.submit')}
      </button>
    </form>
  );
}
