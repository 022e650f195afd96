import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/Modal.js';
import { PRESENTING_SHORTCUTS } from './presenting-keys.js';

/** The presenter's hotkey cheatsheet (spec doc 2 §2): the shortcuts of presenting-keys.ts, and nothing else. */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('live.shortcuts.title')}
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('common.close')}
        </button>
      }
    >
      <dl className="shortcuts">
        {PRESENTING_SHORTCUTS.map((shortcut) => (
          <div key={shortcut.action} className="shortcuts__row">
            <dt className="shortcuts__keys">
              {shortcut.shown.map((key, index) => (
                <span key={key}>
                  {index > 0 && <span className="shortcuts__or"> {t('live.shortcuts.or')} </span>}
                  <kbd>{t(`live.shortcuts.keys.${key}`)}</kbd>
                </span>
              ))}
            </dt>
            <dd className="shortcuts__action">{t(`live.shortcuts.actions.${shortcut.action}`)}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
