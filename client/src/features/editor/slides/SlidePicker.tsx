import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeckDocument } from '../../../../../contracts/deck/read-model.js';
import { Modal } from '../../../ui/Modal.js';
import { Thumbnail } from '../canvas/ScaledCanvas.js';
import { SlidePreview } from '../canvas/SlidePreview.js';
import { PICKER_SECTIONS, type SlideKind } from '../slide-catalogue.js';
import { sampleSlide } from './picker-samples.js';

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** Arrow keys, Home and End move between the slide kinds, across the sections, as well as Tab does. */
function moveBetweenKinds(event: KeyboardEvent<HTMLDivElement>) {
  const move = MOVES[event.key];
  if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('.picker-item'));
  const index = items.indexOf(document.activeElement as HTMLButtonElement);
  if (index === -1) return;
  event.preventDefault();
  items[move(index, items.length)]?.focus();
}

interface Props {
  readonly onPick: (kind: SlideKind) => void;
  readonly onClose: () => void;
  /** The deck's font and code, so each kind's thumbnail looks as the new slide will. */
  readonly deck: Pick<DeckDocument, 'fontFamily' | 'accessCode'>;
}

/** Spec doc 2 §2 "Slide picker (sections)", each kind with a thumbnail of the slide it adds. */
export function SlidePicker({ onPick, onClose, deck }: Props) {
  const { t } = useTranslation();
  return (
    <Modal title={t('editor.picker.title')} onClose={onClose} size="medium">
      <p className="picker-help">{t('editor.picker.keyboardHelp')}</p>
      <div className="picker-kinds" onKeyDown={moveBetweenKinds}>
        {PICKER_SECTIONS.map((section) => (
          <section key={section.key} className="picker-section" aria-labelledby={`picker-${section.key}`}>
            <h3 id={`picker-${section.key}`} className="picker-section__title">
              {t(`editor.picker.sections.${section.key}`)}
            </h3>
            <ul className="picker-grid">
              {section.kinds.map((kind) => (
                <li key={kind.key}>
                  <button type="button" className={`picker-item picker-item--${section.key}`} onClick={() => onPick(kind)}>
                    <span className="picker-item__thumbnail" data-testid="picker-thumbnail">
                      <Thumbnail>
                        <SlidePreview slide={sampleSlide(kind)} deck={deck} thumbnail />
                      </Thumbnail>
                    </span>
                    <span className="picker-item__name">{t(`editor.types.${kind.slideType ?? kind.type}`)}</span>
                    <span className="picker-item__about">{t(`editor.picker.about.${kind.key}`)}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('common.cancel')}
        </button>
      </div>
    </Modal>
  );
}
