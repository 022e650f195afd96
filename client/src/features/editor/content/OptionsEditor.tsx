import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeckSlide } from '../../../../../contracts/deck/read-model.js';
import { OPTION_TITLE_MAX_LENGTH } from '../../../../../contracts/slides/constants.js';
import { hasRoomForOptions } from '../../../../../services/slides/domain/slide-options-rules.js';
import { ArrowDownIcon, ArrowUpIcon, CloseIcon, PlusIcon } from '../../../ui/icons.js';
import { useEditor } from '../editor-context.js';
import { OPTION_COLOURS, OPTION_LETTERS } from '../slide-catalogue.js';
import { CommitText } from './fields.js';
import { ImageField } from './ImageField.js';

interface Props {
  readonly slide: DeckSlide;
  readonly heading: string;
  /** Quiz questions and polls with a correct answer: each option can be marked correct. */
  readonly markCorrect?: boolean;
  /** Image choice: each option is a picture (with an optional caption). */
  readonly withImages?: boolean;
  /** Correct order: the order is the answer, so moving options is the point. */
  readonly ordered?: boolean;
  readonly itemLabel?: 'option' | 'bullet' | 'statement' | 'entry' | 'item' | 'question';
}

export function OptionsEditor({ slide, heading, markCorrect, withImages, ordered, itemLabel = 'option' }: Props) {
  const { t } = useTranslation();
  const { deck, dispatch, create, keyOf } = useEditor();
  const presentationId = deck.id;
  /** The option just added from here: its field takes focus, where the presenter types next. */
  const [focusOption, setFocusOption] = useState<string | null>(null);
  const full = !hasRoomForOptions(slide, slide.options.length, 1);
  const move = (index: number, by: -1 | 1) => {
    const ids = slide.options.map((option) => option.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    dispatch({ type: 'ReorderSlideOptions', data: { presentationId, slideId: slide.id, optionIds: ids } });
  };
  return (
    <fieldset className="options">
      <legend className="options__legend">{heading}</legend>
      {ordered && <p className="field__hint">{t('editor.options.orderHint')}</p>}
      <ol className="options__list">
        {slide.options.map((option, index) => {
          const name = t(`editor.options.itemName.${itemLabel}`, { number: index + 1 });
          return (
            <li key={keyOf(option.id)} className="options__row">
              <span className="options__letter" style={{ background: OPTION_COLOURS[index % 8] }} aria-hidden="true">
                {ordered ? index + 1 : OPTION_LETTERS[index % 8]}
              </span>
              <div className="options__fields">
                <CommitText
                  label={name}
                  hideLabel
                  value={option.title}
                  maxLength={OPTION_TITLE_MAX_LENGTH}
                  placeholder={name}
                  inputRef={
                    focusOption === keyOf(option.id)
                      ? (element) => {
                          if (!element) return;
                          element.focus();
                          setFocusOption(null);
                        }
                      : undefined
                  }
                  onCommit={(title) => dispatch({ type: 'PatchSlideOption', data: { presentationId, optionId: option.id, title } })}
                />
                {withImages && (
                  <ImageField
                    label={t('editor.options.image', { name })}
                    image={option.image}
                    onChange={(image) => dispatch({ type: 'PatchSlideOption', data: { presentationId, optionId: option.id, image } })}
                  />
                )}
              </div>
              {markCorrect && (
                <label className="options__correct">
                  <input
                    type="checkbox"
                    checked={option.correct}
                    onChange={(event) =>
                      dispatch({ type: 'PatchSlideOption', data: { presentationId, optionId: option.id, correct: event.target.checked } })
                    }
                  />
                  <span className="visually-hidden">{t('editor.options.correctFor', { name })}</span>
                  <span aria-hidden="true">{t('editor.options.correct')}</span>
                </label>
              )}
              <div className="options__actions">
                <button type="button" className="icon-button" aria-label={t('editor.options.moveUp', { name })} disabled={index === 0} onClick={() => move(index, -1)}>
                  <ArrowUpIcon size={16} />
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('editor.options.moveDown', { name })}
                  disabled={index === slide.options.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDownIcon size={16} />
                </button>
                <button
                  type="button"
                  className="icon-button icon-button--danger"
                  aria-label={t('editor.options.remove', { name })}
                  onClick={() => dispatch({ type: 'DeleteSlideOption', data: { presentationId, optionId: option.id } })}
                >
                  <CloseIcon size={16} />
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={full}
        aria-describedby={full ? `${slide.id}-options-full` : undefined}
        onClick={() => setFocusOption(create({ type: 'AddSlideOption', data: { presentationId, slideId: slide.id, title: '' } })[0] ?? null)}
      >
        <PlusIcon size={16} />
        <span>{t(`editor.options.add.${itemLabel}`)}</span>
      </button>
      {full && (
        <p id={`${slide.id}-options-full`} className="field__hint">
          {t('editor.options.full')}
        </p>
      )}
    </fieldset>
  );
}
