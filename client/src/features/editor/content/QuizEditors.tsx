import { useTranslation } from 'react-i18next';
import type { DeckSlide } from '../../../../../contracts/deck/read-model.js';
import { MAX_CATEGORIES, MAX_TYPE_ANSWERS } from '../../../../../contracts/slides/constants.js';
import type { CategoryInput } from '../../../../../contracts/slides/categories.js';
import { CloseIcon, PlusIcon } from '../../../ui/icons.js';
import { useEditor } from '../editor-context.js';
import { CommitText } from './fields.js';
import { OptionsEditor } from './OptionsEditor.js';

/** Match pairs: each option (left) is matched with an item (right); the pairs are the answer. */
export function MatchPairsEditor({ slide }: { slide: DeckSlide }) {
  const { t } = useTranslation();
  const { deck, dispatch } = useEditor();
  const pairs = slide.matchingQuestionOptions ?? [];
  const setMatch = (optionId: string, title: string) => {
    const others = pairs.filter((pair) => pair.optionId !== optionId);
    const existing = pairs.find((pair) => pair.optionId === optionId);
    const next = slide.options.flatMap((option) =>
      option.id === optionId ? [{ optionId, title, image: existing?.image ?? null }] : others.filter((pair) => pair.optionId === option.id),
    );
    dispatch({ type: 'PatchSlide', data: { presentationId: deck.id, slideId: slide.id, fields: { matchingQuestionOptions: next } } });
  };
  return (
    <>
      <OptionsEditor slide={slide} heading={t('editor.matchPairs.left')} itemLabel="item" />
      {slide.options.length > 0 && (
        <fieldset className="options">
          <legend className="options__legend">{t('editor.matchPairs.right')}</legend>
          {slide.options.map((option, index) => (
            <CommitText
              key={option.id}
              label={t('editor.matchPairs.matchFor', { item: option.title.trim() || t('editor.options.itemName.item', { number: index + 1 }) })}
              value={pairs.find((pair) => pair.optionId === option.id)?.title ?? ''}
              maxLength={500}
              onCommit={(title) => setMatch(option.id, title)}
            />
          ))}
        </fieldset>
      )}
    </>
  );
}

/** Short answer: the accepted answer and other spellings that also count. */
export function TypeAnswerEditor({ slide }: { slide: DeckSlide }) {
  const { t } = useTranslation();
  const { deck, dispatch } = useEditor();
  const others = slide.otherCorrectQuiz ?? [];
  const patch = (fields: { correctQuizTypeAnswer?: string; otherCorrectQuiz?: string[] }) =>
    dispatch({ type: 'PatchSlide', data: { presentationId: deck.id, slideId: slide.id, fields } });
  return (
    <fieldset className="options">
      <legend className="options__legend">{t('editor.typeAnswer.heading')}</legend>
      <CommitText label={t('editor.typeAnswer.correct')} value={slide.correctQuizTypeAnswer ?? ''} maxLength={200} onCommit={(correctQuizTypeAnswer) => patch({ correctQuizTypeAnswer })} />
      {others.map((answer, index) => (
        <div key={index} className="options__row options__row--plain">
          <CommitText
            label={t('editor.typeAnswer.other', { number: index + 1 })}
            value={answer}
            maxLength={200}
            onCommit={(text) => patch({ otherCorrectQuiz: others.map((item, position) => (position === index ? text : item)) })}
          />
          <button
            type="button"
            className="icon-button icon-button--danger"
            aria-label={t('editor.typeAnswer.remove', { number: index + 1 })}
            onClick={() => patch({ otherCorrectQuiz: others.filter((_, position) => position !== index) })}
          >
            <CloseIcon size={16} />
          </button>
        </div>
      ))}
      <button type="button" className="button button--ghost button--small" disabled={others.length >= MAX_TYPE_ANSWERS} onClick={() => patch({ otherCorrectQuiz: [...others, ''] })}>
        <PlusIcon size={16} />
        <span>{t('editor.typeAnswer.add')}</span>
      </button>
    </fieldset>
  );
}

/** Categorise: categories, each with the items that belong in it (doc 2 §5: blank ones are dropped by the server). */
export function CategoriesEditor({ slide }: { slide: DeckSlide }) {
  const { t } = useTranslation();
  const { deck, dispatch } = useEditor();
  const categories: CategoryInput[] = (slide.categories ?? []).map((category) => ({ ...category, options: [...category.options] }));
  const save = (next: CategoryInput[]) =>
    dispatch({ type: 'PatchSlide', data: { presentationId: deck.id, slideId: slide.id, fields: { categories: next } } });
  return (
    <fieldset className="options">
      <legend className="options__legend">{t('editor.categories.heading')}</legend>
      {categories.map((category, index) => {
        const name = category.value || t('editor.preview.category', { number: index + 1 });
        return (
          <div key={category.id ?? index} className="category-editor">
            <CommitText
              label={t('editor.categories.name', { number: index + 1 })}
              value={category.value}
              maxLength={200}
              onCommit={(value) => save(categories.map((item, position) => (position === index ? { ...item, value } : item)))}
            />
            <CommitText
              label={t('editor.categories.items', { name })}
              multiline
              hint={t('editor.categories.itemsHint')}
              value={category.options.map((option) => option.value).join('\n')}
              onCommit={(text) =>
                save(
                  categories.map((item, position) =>
                    position === index ? { ...item, options: text.split('\n').map((value) => ({ value })).filter((option) => option.value.trim()) } : item,
                  ),
                )
              }
            />
          </div>
        );
      })}
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={categories.length >= MAX_CATEGORIES}
        onClick={() => save([...categories, { value: t('editor.preview.category', { number: categories.length + 1 }), options: [] }])}
      >
        <PlusIcon size={16} />
        <span>{t('editor.categories.add')}</span>
      </button>
    </fieldset>
  );
}
