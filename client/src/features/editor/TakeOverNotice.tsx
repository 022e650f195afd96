import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../toasts/toasts.js';
import type { TakeOverControls } from './use-take-over.js';

/**
 * Spec doc 1 §4: the editor says who has taken the presentation over and offers the take-over to whoever may edit;
 * the taker-over may hand it back. While nobody holds it, the take-over is offered only when others are editing too.
 */
export function TakeOverNotice({ controls, userId, othersEditing }: { controls: TakeOverControls; userId: string | null; othersEditing: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const { view } = controls;
  if (!view) return null;
  const holder = view.takenOverBy;
  const run = (action: () => Promise<void>) => {
    setBusy(true);
    action()
      .catch((error: unknown) => toast.error(error instanceof Error ? error.message : t('editor.takeOver.failed')))
      .finally(() => setBusy(false));
  };
  if (holder && holder.userId === userId) {
    return (
      <p className="editor__banner editor__banner--take-over" role="status">
        {t('editor.takeOver.yours')}{' '}
        <button type="button" className="button button--small" disabled={busy} onClick={() => run(controls.handBack)}>
          {t('editor.takeOver.handBack')}
        </button>
      </p>
    );
  }
  if (holder) {
    return (
      <p className="editor__banner editor__banner--take-over" role="status">
        {t('editor.takeOver.someoneElse', { name: holder.name })}{' '}
        {view.canTakeOver && (
          <button type="button" className="button button--small" disabled={busy} onClick={() => run(controls.takeOver)}>
            {t('editor.takeOver.takeOver')}
          </button>
        )}
      </p>
    );
  }
  if (!view.canTakeOver || !othersEditing) return null;
  return (
    <p className="editor__banner editor__banner--take-over" role="status">
      {t('editor.takeOver.offer')}{' '}
      <button type="button" className="button button--small" disabled={busy} onClick={() => run(controls.takeOver)}>
        {t('editor.takeOver.takeOver')}
      </button>
    </p>
  );
}
