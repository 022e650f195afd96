import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerGrouping, GroupedItem } from '../../../../contracts/ai/answer-groups.js';
import { createAiApi } from '../../api/ai-api.js';
import { ApiError } from '../../api/api-error.js';
import { useServices } from '../../app-services.js';
import { Modal } from '../../ui/Modal.js';

interface Props {
  readonly presentationId: string;
  readonly slideId: string;
  readonly type: 'openEnded' | 'wordCloud';
  readonly onClose: () => void;
}

type State = { readonly kind: 'working' } | { readonly kind: 'failed'; readonly message: string } | { readonly kind: 'grouped'; readonly grouping: AnswerGrouping };

const itemText = (item: GroupedItem) => (item.answerId === undefined && item.count > 1 ? `${item.text} (${item.count})` : item.text);

/** Spec doc 3 §7 group-open-ended / word-cloud smart grouping: the slide's live answers grouped by the AI, for the presenter only. */
export function AnswerGroupsDialog({ presentationId, slideId, type, onClose }: Props) {
  const { t } = useTranslation();
  const services = useServices();
  const api = useMemo(() => createAiApi(services.http), [services.http]);
  const [state, setState] = useState<State>({ kind: 'working' });

  const group = useCallback(() => {
    setState({ kind: 'working' });
    api.groupAnswers(presentationId, slideId, type).then(
      (grouping) => setState({ kind: 'grouped', grouping }),
      (error: unknown) => setState({ kind: 'failed', message: error instanceof ApiError ? error.message : t('ai.groups.failed') }),
    );
  }, [api, presentationId, slideId, type, t]);
  useEffect(group, [group]);

  return (
    <Modal
      title={t('ai.groups.title')}
      onClose={onClose}
      size="medium"
      actions={
        <>
          <button type="button" className="button button--secondary" disabled={state.kind === 'working'} onClick={group}>
            {t('ai.groups.again')}
          </button>
          <button type="button" className="button button--primary" onClick={onClose}>
            {t('common.close')}
          </button>
        </>
      }
    >
      <div aria-live="polite" aria-busy={state.kind === 'working'}>
        {state.kind === 'working' && <p role="status">{t('ai.groups.working')}</p>}
        {state.kind === 'failed' && <p role="alert">{state.message}</p>}
        {state.kind === 'grouped' && (
          <>
            <p className="ai-panel__note">{t('ai.groups.note')}</p>
            {[...state.grouping.groups.map((group) => ({ title: group.title, count: group.count, items: group.items })), ...(state.grouping.ungrouped.length > 0 ? [{ title: t('ai.groups.ungrouped'), count: state.grouping.ungrouped.reduce((sum, item) => sum + item.count, 0), items: state.grouping.ungrouped }] : [])].map(
              (group) => (
                <section key={group.title} className="ai-groups__group">
                  <h3 className="ai-groups__title">{t('ai.groups.groupLabel', { title: group.title, count: group.count })}</h3>
                  <ul className="ai-groups__items">
                    {group.items.map((item) => (
                      <li key={item.answerId ?? item.text}>{itemText(item)}</li>
                    ))}
                  </ul>
                </section>
              ),
            )}
          </>
        )}
      </div>
    </Modal>
  );
}
