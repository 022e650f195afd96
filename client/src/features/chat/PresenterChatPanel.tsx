import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../ui/icons.js';
import { ChatPanel } from './ChatPanel.js';
import type { LiveChat, LiveChatState } from './live-chat.js';

/** The chat beside the presenting stage: the presenter reads, writes and clears it. */
export function PresenterChatPanel({ chat, state, disabled, onClose }: { readonly chat: LiveChat; readonly state: LiveChatState; readonly disabled: boolean; readonly onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <aside className="qna-panel" aria-labelledby={`${id}-title`}>
      <div className="qna-panel__header">
        <h2 id={`${id}-title`}>{t('chat.heading')}</h2>
        <button type="button" className="icon-button" onClick={onClose} aria-label={t('chat.close')}>
          <CloseIcon />
        </button>
      </div>
      <ChatPanel
        chat={state}
        disabled={disabled}
        onSend={(message) => void chat.send(message)}
        onRetry={(messageId) => void chat.retry(messageId)}
        onClear={() => void chat.clear()}
      />
    </aside>
  );
}
