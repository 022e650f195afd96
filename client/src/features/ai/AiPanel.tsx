import { useCallback, useEffect, useMemo, useReducer, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { io } from 'socket.io-client';
import { AI_CHAT_SOCKET_EVENT, type AiChatResponse, type AiStatus } from '../../../../contracts/ai/chat.js';
import { AI_LIMIT_MESSAGE, AI_MESSAGES, AI_PROMPT_MAX_LENGTH } from '../../../../contracts/ai/constants.js';
import { createAiApi } from '../../api/ai-api.js';
import { ApiError } from '../../api/api-error.js';
import { useServices } from '../../app-services.js';
import { newId } from '../../sync/new-id.js';
import { Modal } from '../../ui/Modal.js';
import { aiChatReducer, initialAiChatState } from './ai-chat-state.js';
import { PendingMessage } from './PendingMessage.js';

/** Spec doc 3 §9 "AI suggestion chips": each asks for a follow-up on what was just generated. */
const CHIPS = ['more', 'funnier', 'easier', 'harder', 'types'] as const;

/**
 * The editor's AI tab (spec doc 3 §2 'Edit with AI'): a chat whose answers become slides in this deck. With no AI
 * provider on the server it only says how to enable one.
 */
export function AiPanel({ presentationId }: { presentationId: string }) {
  const { t } = useTranslation();
  const services = useServices();
  const api = useMemo(() => createAiApi(services.http), [services.http]);
  const [status, setStatus] = useState<AiStatus | null>(null);
  const [state, dispatch] = useReducer(aiChatReducer, initialAiChatState);
  const [prompt, setPrompt] = useState('');
  const [connected, setConnected] = useState(false);
  const [limitReached, setLimitReached] = useState(false);

  useEffect(() => {
    void api.status().then(setStatus);
  }, [api]);

  const enabled = status?.enabled === true;
  useEffect(() => {
    if (!enabled) return;
    const socket = io({ auth: (callback: (data: object) => void) => void services.tokens.current().then((token) => callback({ token })) });
    socket.on('connect', () => setConnected(true));
    socket.on('disconnect', () => setConnected(false));
    socket.on(AI_CHAT_SOCKET_EVENT, (response: AiChatResponse) => dispatch({ type: 'response', presentationId, response }));
    return () => {
      socket.disconnect();
    };
  }, [enabled, presentationId, services.tokens]);

  const send = useCallback(
    async (text: string, again = false) => {
      const requestId = newId();
      dispatch({ type: 'sent', requestId, prompt: text, again });
      try {
        await api.chat(presentationId, requestId, text);
        setStatus((current) => (current ? { ...current, requestsUsed: current.requestsUsed + 1 } : current));
      } catch (error) {
        const message = error instanceof ApiError ? error.message : AI_MESSAGES.failed;
        if (message === AI_LIMIT_MESSAGE) setLimitReached(true);
        dispatch({ type: 'refused', message });
      }
    },
    [api, presentationId],
  );

  const running = state.runningRequestId !== null;
  const canSend = connected && !running && prompt.trim().length > 0;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
    const text = prompt;
    setPrompt('');
    void send(text);
  };

  if (!status) return <p className="ai-panel__note">{t('ai.loading')}</p>;
  if (!status.enabled) {
    return (
      <section className="ai-panel" aria-labelledby="ai-panel-header">
        <h2 id="ai-panel-header" className="ai-panel__header">
          {t('ai.header')}
        </h2>
        <h3 className="ai-panel__subheader">{t('ai.notConfiguredTitle')}</h3>
        <p className="ai-panel__note">{status.message}</p>
      </section>
    );
  }

  return (
    <section className="ai-panel" aria-labelledby="ai-panel-header">
      <h2 id="ai-panel-header" className="ai-panel__header">
        {t('ai.header')}
      </h2>
      <div role="log" aria-live="polite" aria-label={t('ai.conversation')}>
        <ol className="ai-panel__messages">
          {state.messages.map((message) => (
            <li key={message.id} className={`ai-message ai-message--${message.role}${message.role === 'system' && message.type === 'system-error' ? ' ai-message--error' : ''}`}>
              <span className="visually-hidden">{message.role === 'user' ? t('ai.you') : t('ai.assistant')}: </span>
              {message.role === 'system' && message.type === 'added-slide' ? t('ai.addedSlide', { title: message.text }) : message.text}
            </li>
          ))}
          {running && <PendingMessage />}
        </ol>
      </div>
      {running && (
        <button type="button" className="ai-panel__stop" onClick={() => void api.stop(presentationId, state.runningRequestId!)}>
          {t('ai.stop')}
        </button>
      )}
      {state.failed && state.lastPrompt !== null && !running && (
        <button
          type="button"
          onClick={() => {
            dispatch({ type: 'retried' });
            void send(state.lastPrompt!, true);
          }}
        >
          {t('ai.retry')}
        </button>
      )}
      {state.succeeded && !running && (
        <div className="ai-panel__chips" role="group" aria-label={t('ai.suggestions')}>
          {CHIPS.map((chip) => (
            <button key={chip} type="button" className="ai-chip" disabled={!connected} onClick={() => void send(t(`ai.chips.${chip}`))}>
              {t(`ai.chips.${chip}`)}
            </button>
          ))}
        </div>
      )}
      <form className="ai-panel__form" onSubmit={onSubmit}>
        <label htmlFor="ai-prompt">{t('ai.promptLabel')}</label>
        <textarea id="ai-prompt" value={prompt} maxLength={AI_PROMPT_MAX_LENGTH} rows={4} onChange={(event) => setPrompt(event.target.value)} aria-describedby="ai-prompt-count" />
        <p id="ai-prompt-count" className="ai-panel__note">
          {t('ai.promptCount', { count: prompt.length, max: AI_PROMPT_MAX_LENGTH })}
        </p>
        <button type="submit" className="button button--primary" disabled={!canSend}>
          {connected ? t('ai.send') : t('ai.connecting')}
        </button>
        <p className="ai-panel__note">{t('ai.usage', { used: status.requestsUsed, limit: status.requestLimit })}</p>
      </form>
      {limitReached && (
        <Modal
          title={t('ai.limitTitle')}
          role="alertdialog"
          onClose={() => setLimitReached(false)}
          actions={
            <button type="button" className="button button--primary" onClick={() => setLimitReached(false)}>
              {t('ai.limitClose')}
            </button>
          }
        >
          <p>{AI_LIMIT_MESSAGE}</p>
        </Modal>
      )}
    </section>
  );
}
