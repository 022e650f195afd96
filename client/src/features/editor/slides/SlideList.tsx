import { useLayoutEffect, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeckSlide } from '../../../../../contracts/deck/read-model.js';
import { isPlaceholderText } from '../../../../../contracts/slides/plain-text.js';
import { CopyIcon, PlusIcon, TrashIcon } from '../../../ui/icons.js';
import { SlideThumbnail } from '../../live/StageSlide.js';
import { useEditor } from '../editor-context.js';
import { slideTypeNameKey } from '../slide-catalogue.js';

const DRAG_TYPE = 'application/x-liveslides-slide';

interface Props {
  readonly onAdd: () => void;
  readonly onDelete: (slide: DeckSlide) => void;
  /** False for someone who may only view the deck: slides can be looked through, not added, moved or removed. */
  readonly canEdit: boolean;
}

/**
 * The slides in order. Drag a slide to move it; from the keyboard, Alt+ArrowUp / Alt+ArrowDown move the focused
 * slide and Delete removes it. Each move is one SortSlides command, so it can be undone.
 */
export function SlideList({ onAdd, onDelete, canEdit }: Props) {
  const { t } = useTranslation();
  const { deck, slide: selected, dispatch, keyOf, selectSlide } = useEditor();
  const [dragging, setDragging] = useState<string | null>(null);
  const [dropIndex, setDropIndex] = useState<number | null>(null);
  const slides = deck.slides;
  const [announcement, setAnnouncement] = useState('');
  /** A slide moved from the keyboard keeps the focus, wherever the list puts its button. */
  const [refocus, setRefocus] = useState<string | null>(null);
  useLayoutEffect(() => {
    if (refocus === null) return;
    document.getElementById(`slide-item-${refocus}`)?.focus();
    setRefocus(null);
  }, [refocus]);
  const titleOf = (slide: DeckSlide) => (isPlaceholderText(slide.title ?? '') ? t(slideTypeNameKey(slide)) : slide.title!);

  /** Moves a slide so that it ends up at `targetIndex` (0-based, in the list as it will be). */
  const moveTo = (slideId: string, targetIndex: number) => {
    const from = slides.findIndex((slide) => slide.id === slideId);
    if (from === -1 || targetIndex === from) return;
    dispatch({ type: 'SortSlides', data: { presentationId: deck.id, slides: [{ slideId, order: targetIndex + 1 }] } });
    const moved = slides[from]!;
    // Screen readers hear where the slide went.
    setAnnouncement(t('editor.slides.moved', { title: titleOf(moved), position: targetIndex + 1, count: slides.length }));
  };

  const onDragOver = (event: DragEvent<HTMLLIElement>, index: number) => {
    if (!dragging) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    const box = event.currentTarget.getBoundingClientRect();
    const after = event.clientY > box.top + box.height / 2;
    setDropIndex(after ? index + 1 : index);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    const slideId = dragging ?? event.dataTransfer.getData(DRAG_TYPE);
    if (slideId && dropIndex !== null) {
      const from = slides.findIndex((slide) => slide.id === slideId);
      // The drop line is between slides of the list as it is now; without the dragged slide it is one earlier.
      moveTo(slideId, dropIndex > from ? dropIndex - 1 : dropIndex);
    }
    setDragging(null);
    setDropIndex(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, slide: DeckSlide, index: number) => {
    if (canEdit && event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      const target = index + (event.key === 'ArrowUp' ? -1 : 1);
      if (target >= 0 && target < slides.length) {
        moveTo(slide.id, target);
        setRefocus(slide.id);
      }
    } else if (!event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      const next = slides[index + (event.key === 'ArrowUp' ? -1 : 1)];
      if (next) {
        selectSlide(next.id);
        document.getElementById(`slide-item-${next.id}`)?.focus();
      }
    } else if (canEdit && event.key === 'Delete') {
      event.preventDefault();
      onDelete(slide);
    }
  };

  return (
    <nav className="slide-rail" aria-label={t('editor.slides.label')}>
      {canEdit && (
        <>
          <button type="button" className="button button--primary button--block slide-rail__add" onClick={onAdd}>
            <PlusIcon />
            <span>{t('editor.slides.add')}</span>
          </button>
          <p id="slide-list-help" className="visually-hidden">
            {t('editor.slides.keyboardHelp')}
          </p>
        </>
      )}
      {slides.length === 0 ? (
        <p className="slide-rail__empty">{t('editor.slides.empty')}</p>
      ) : (
        <ol className="slide-list" onDragLeave={(event) => event.currentTarget === event.target && setDropIndex(null)}>
          {slides.map((slide, index) => {
            const current = selected?.id === slide.id;
            const title = titleOf(slide);
            return (
              <li
                key={keyOf(slide.id)}
                className={[
                  'slide-list__entry',
                  dragging === slide.id ? 'slide-list__entry--dragging' : '',
                  dropIndex === index ? 'slide-list__entry--drop-before' : '',
                  dropIndex === index + 1 && index === slides.length - 1 ? 'slide-list__entry--drop-after' : '',
                ].join(' ')}
                draggable={canEdit}
                data-slide-id={slide.id}
                onDragStart={(event) => {
                  event.dataTransfer.setData(DRAG_TYPE, slide.id);
                  event.dataTransfer.effectAllowed = 'move';
                  setDragging(slide.id);
                }}
                onDragEnd={() => {
                  setDragging(null);
                  setDropIndex(null);
                }}
                onDragOver={(event) => onDragOver(event, index)}
                onDrop={onDrop}
              >
                <span className="slide-list__number" aria-hidden="true">
                  {index + 1}
                </span>
                <div className="slide-list__card">
                  {/* The thumbnail sits outside the button, so the button's name holds all of its visible text (WCAG 2.5.3). */}
                  <button
                    type="button"
                    id={`slide-item-${slide.id}`}
                    className="slide-list__item"
                    aria-current={current ? 'true' : undefined}
                    aria-label={t('editor.slides.itemLabel', { number: index + 1, type: t(slideTypeNameKey(slide)), title })}
                    aria-describedby={canEdit ? 'slide-list-help' : undefined}
                    onClick={() => selectSlide(slide.id)}
                    onKeyDown={(event) => onKeyDown(event, slide, index)}
                  >
                    <span className="slide-list__caption">
                      <span className="slide-list__type">{t(slideTypeNameKey(slide))}</span>{' '}
                      <span className="slide-list__title">{title}</span>
                    </span>
                  </button>
                  <SlideThumbnail slide={slide} deck={deck} />
                </div>
                {canEdit && (
                  <div className="slide-list__actions">
                    <button
                      type="button"
                      className="icon-button"
                      aria-label={t('editor.slides.duplicate', { number: index + 1 })}
                      title={t('editor.slides.duplicateShort')}
                      onClick={() => dispatch({ type: 'DuplicateSlides', data: { presentationId: deck.id, slideIds: [slide.id], isIncludingResponseData: false } })}
                    >
                      <CopyIcon size={16} />
                    </button>
                    <button
                      type="button"
                      className="icon-button icon-button--danger"
                      aria-label={t('editor.slides.delete', { number: index + 1 })}
                      title={t('editor.slides.deleteShort')}
                      onClick={() => onDelete(slide)}
                    >
                      <TrashIcon size={16} />
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </nav>
  );
}
