import { useTranslation } from 'react-i18next';
import { Modal } from '../../../ui/Modal.js';
import { PICKER_SECTIONS, type SlideKind } from '../slide-catalogue.js';

/** Spec doc 2 §2 "Slide picker (sections)". */
export function SlidePicker({ onPick, onClose }: { readonly onPick: (kind: SlideKind) => void; readonly onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('editor.picker.title')} onClose={onClose} size="medium">
      {PICKER_SECTIONS.map((section) => (
        <section key={section.key} className="picker-section" aria-labelledby={`picker-${section.key}`}>
          <h3 id={`picker-${section.key}`} className="picker-section__title">
            {t(`editor.picker.sections.${section.key}`)}
          </h3>
          <ul className="picker-grid">
            {section.kinds.map((kind) => (
              <li key={kind.key}>
                <button type="button" className={`picker-item picker-item--${section.key}`} onClick={() => onPick(kind)}>
                  <span className="picker-item__name">{t(`editor.types.${kind.slideType ?? kind.type}`)}</span>
                  <span className="picker-item__about">{t(`editor.picker.about.${kind.key}`)}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('common.cancel')}
        </button>
      </div>
    </Modal>
  );
}
