import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../../contracts/chat/constants.js';
import type { ChatEntry } from '../../../../contracts/chat/messages.js';
import type { LiveChatState } from './live-chat.js';

interface Props {
  readonly chat: LiveChatState;
  readonly disabled: boolean;
  readonly onSend: (message: string) => void;
  readonly onRetry: (messageId: string) => void;
  /** The presenter's screen: empties the chat for everyone. */
  readonly onClear?: () => void;
}

/** The chat: messages and joins/leaves, oldest first; a message that did not arrive shows so, with Retry. */
export function ChatPanel({ chat, disabled, onSend, onRetry, onClear }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const id = useId();
  const log = useRef<HTMLDivElement>(null);
  const count = chat.entries.length + chat.unsent.length;
  // The newest message stays in view as messages come.
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [count]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    onSend(text);
    setText('');
  };

  return (
    <div className="chat-panel">
      {count === 0 ? (
        <p className="chat-panel__empty">{t('chat.empty')}</p>
      ) : (
        <div className="chat-log" ref={log} role="log" aria-label={t('chat.log')} tabIndex={0}>
          <ol className="chat-log__entries">
          {chat.entries.map((entry) => (
            <li key={entry.id} className={`chat-entry chat-entry--${entry.type === 'message' ? entry.role : 'status'}`} data-testid="chat-entry">
              <EntryText entry={entry} />
            </li>
          ))}
          {chat.unsent.map((unsent) => (
            <li key={unsent.messageId} className="chat-entry chat-entry--unsent" data-testid="chat-entry">
              <span className="chat-entry__message">{unsent.message}</span>
              {unsent.status === 'sending' ? (
                <span className="chat-entry__state">{t('chat.sending')}</span>
              ) : (
                <span className="chat-entry__state" role="alert">
                  {t('chat.notReceived')}
                  {unsent.reason && ` (${unsent.reason})`}
                  <button type="button" className="qna-action" onClick={() => onRetry(unsent.messageId)} disabled={disabled}>
                    {t('chat.retry')}
                  </button>
                </span>
              )}
            </li>
          ))}
          </ol>
        </div>
      )}
      <form className="chat-form" onSubmit={submit}>
        <label className="visually-hidden" htmlFor={id}>
          {t('chat.messageLabel')}
        </label>
        <input
          id={id}
          className="field__input"
          value={text}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder={t('chat.messageLabel')}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={disabled || text.trim() === ''}>
          {t('chat.send')}
        </button>
      </form>
      {onClear && (
        <button type="button" className="button button--secondary" onClick={onClear} disabled={disabled || chat.entries.length === 0}>
          {t('chat.clear')}
        </button>
      )}
      {chat.clearFailed && (
        <p className="chat-panel__empty" role="alert">
          {t('chat.clearFailed')}
        </p>
      )}
    </div>
  );
}

function EntryText({ entry }: { readonly entry: ChatEntry }) {
  const { t } = useTranslation();
  if (entry.type === 'change-online-status') {
    return <span className="chat-entry__status">{t(entry.text === 'hasJoined' ? 'chat.hasJoined' : 'chat.hasLeft', { name: entry.name || t('chat.someone') })}</span>;
  }
  return (
    <>
      <span className="chat-entry__name">
        {entry.avatar && <span aria-hidden="true">{entry.avatar} </span>}
        {entry.role === 'presenter' ? `${entry.name} (${t('chat.presenter')})` : entry.name || t('chat.someone')}
      </span>
      <span className="chat-entry__message">{entry.message}</span>
    </>
  );
}
