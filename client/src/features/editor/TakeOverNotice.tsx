import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../toasts/toasts.js';
import type { TakeOverControls } from './use-take-over.js';

/**
 * Spec doc 1 §4: the editor says who has taken the presentation over and offers the take-over to whoever may edit;
 * the taker-over may hand it back. While nobody holds it, the take-over is offered only while other people (not this
 * person's other windows, which a take-over would not keep out) are editing too.
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
  const notice = (text: string, action?: { label: string; run: () => Promise<void> }) => (
    <p className="editor__banner" role="status">
      {text}{' '}
      {action && (
        <button type="button" className="button button--small" disabled={busy} onClick={() => run(action.run)}>
          {action.label}
        </button>
      )}
    </p>
  );
  if (holder && holder.userId === userId) return notice(t('editor.takeOver.yours'), { label: t('editor.takeOver.handBack'), run: controls.handBack });
  const takeOver = { label: t('editor.takeOver.takeOver'), run: controls.takeOver };
  if (holder) return notice(t('editor.takeOver.someoneElse', { name: holder.name }), view.canTakeOver ? takeOver : undefined);
  if (!view.canTakeOver || !othersEditing) return null;
  return notice(t('editor.takeOver.offer'), takeOver);
}
