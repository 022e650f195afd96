import { useTranslation } from 'react-i18next';
import type { DeckDocument, DeckSlide } from '../../../../contracts/deck/read-model.js';
import { Modal } from '../../ui/Modal.js';
import { SlideThumbnail } from './StageSlide.js';
import { slideTitle } from './slide-finder.js';

interface Props {
  readonly deck: DeckDocument;
  readonly slides: readonly DeckSlide[];
  readonly currentId: string | null;
  readonly onGo: (slideId: string) => void;
  readonly onClose: () => void;
}

/** The slide grid (spec doc 2 §2 presenting panels): every slide at a glance; choosing one shows it to the audience. */
export function SlideGrid({ deck, slides, currentId, onGo, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal title={t('live.grid.title')} onClose={onClose} size="medium">
      <ol className="slide-grid" aria-label={t('live.grid.label', { count: slides.length })}>
        {slides.map((slide, index) => {
          const current = slide.id === currentId;
          const title = slideTitle(slide) || t('live.presenting.untitledSlide');
          return (
            <li key={slide.id} className={`slide-grid__item ${current ? 'slide-grid__item--current' : ''}`}>
              <SlideThumbnail slide={slide} deck={deck} />
              <button
                type="button"
                className="slide-grid__button"
                aria-current={current ? 'true' : undefined}
                onClick={() => {
                  onGo(slide.id);
                  onClose();
                }}
              >
                <span className="slide-grid__number">{index + 1}</span> <span className="slide-grid__title">{title}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </Modal>
  );
}
