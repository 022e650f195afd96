import { useTranslation } from 'react-i18next';
import type { DeckSlide } from '../../../../../contracts/deck/read-model.js';
import { MAX_HINTS_PER_SLIDE } from '../../../../../contracts/slides/constants.js';
import { richTextToPlain } from '../../../../../contracts/slides/plain-text.js';
import { CloseIcon, PlusIcon } from '../../../ui/icons.js';
import { plainTextToRichText } from '../canvas/rich-text.js';
import { useEditor } from '../editor-context.js';
import { CommitText } from './fields.js';
import { ImageField } from './ImageField.js';

/**
 * Hints on a quiz question (spec doc 2 §3 "hint (images allowed)", §7 /api/hint): each a text, a picture or both;
 * phones show them while the question is asked.
 */
export function HintsEditor({ slide }: { slide: DeckSlide }) {
  const { t } = useTranslation();
  const { deck, dispatch, keyOf } = useEditor();
  const presentationId = deck.id;
  const full = slide.hints.length >= MAX_HINTS_PER_SLIDE;
  return (
    <fieldset className="options">
      <legend className="options__legend">{t('editor.hints.heading')}</legend>
      <p className="field__hint">{t('editor.hints.about')}</p>
      <ol className="options__list">
        {slide.hints.map((hint, index) => {
          const name = t('editor.hints.name', { number: index + 1 });
          return (
            <li key={keyOf(hint.id)} className="options__row">
              <div className="options__fields">
                <CommitText
                  label={name}
                  multiline
                  maxLength={2000}
                  value={richTextToPlain(hint.text)}
                  onCommit={(text) => dispatch({ type: 'PatchSlideHint', data: { presentationId, hintId: hint.id, text: plainTextToRichText(text) } })}
                />
                <ImageField
                  label={t('editor.hints.image', { name })}
                  image={hint.image}
                  onChange={(image) => dispatch({ type: 'PatchSlideHint', data: { presentationId, hintId: hint.id, image } })}
                />
              </div>
              <div className="options__actions">
                <button
                  type="button"
                  className="icon-button icon-button--danger"
                  aria-label={t('editor.hints.remove', { name })}
                  onClick={() => dispatch({ type: 'DeleteSlideHint', data: { presentationId, hintId: hint.id } })}
                >
                  <CloseIcon size={16} />
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {full ? (
        <p className="field__hint">{t('editor.hints.full', { max: MAX_HINTS_PER_SLIDE })}</p>
      ) : (
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => dispatch({ type: 'AddSlideHint', data: { presentationId, slideId: slide.id, text: '', image: null } })}
        >
          <PlusIcon size={16} />
          <span>{t('editor.hints.add')}</span>
        </button>
      )}
    </fieldset>
  );
}
