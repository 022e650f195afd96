import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeckSlide } from '../../../../contracts/deck/read-model.js';
import { answerGenerationRefusal, GENERATED_OPTIONS_TARGET, generatesOptions } from '../../../../services/ai/domain/answer-generation-rules.js';
import { createAiApi } from '../../api/ai-api.js';
import { ApiError } from '../../api/api-error.js';
import { useServices } from '../../app-services.js';
import { useToast } from '../../toasts/toasts.js';

/**
 * Spec doc 3 "generate answer options" in the content panel: offered for quiz questions and polls, enabled by the
 * spec's rules (the reason shown when not); the server writes the options, which arrive as deck events.
 */
export function GenerateOptionsButton({ presentationId, slide }: { presentationId: string; slide: DeckSlide }) {
  const { t } = useTranslation();
  const services = useServices();
  const toast = useToast();
  const api = useMemo(() => createAiApi(services.http), [services.http]);
  const [busy, setBusy] = useState(false);
  const reasonId = useId();
  if (!generatesOptions(slide)) return null;
  const refusal = answerGenerationRefusal(slide);
  const reason = refusal === null || refusal === 'unsupportedType' ? null : t(`ai.options.${refusal}`, { max: GENERATED_OPTIONS_TARGET });

  const generate = async () => {
    setBusy(true);
    try {
      const { generated } = await api.generateOptions(presentationId, slide.id);
      toast.success(t('ai.options.generated', { count: generated }));
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('ai.options.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="ai-options">
      <button type="button" className="button button--secondary" disabled={busy || reason !== null} aria-describedby={reason ? reasonId : undefined} onClick={() => void generate()}>
        {busy ? t('ai.options.generating') : t('ai.options.generate')}
      </button>
      {reason && (
        <p id={reasonId} className="ai-panel__note">
          {reason}
        </p>
      )}
    </div>
  );
}
