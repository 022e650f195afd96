import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WRITING_COMPLEXITIES, WRITING_MODES, WRITING_TONES, type WritingStyle } from '../../../../contracts/ai/improve-content.js';
import type { DeckSlide } from '../../../../contracts/deck/read-model.js';
import { createAiApi } from '../../api/ai-api.js';
import { ApiError } from '../../api/api-error.js';
import { useServices } from '../../app-services.js';
import { useToast } from '../../toasts/toasts.js';
import { SelectField } from '../editor/content/fields.js';

/** Spec doc 3 "improve slide content" in the content panel: a writing style, then the server rewrites the slide's text. */
export function ImproveContent({ presentationId, slide }: { presentationId: string; slide: DeckSlide }) {
  const { t } = useTranslation();
  const services = useServices();
  const toast = useToast();
  const api = useMemo(() => createAiApi(services.http), [services.http]);
  const [style, setStyle] = useState<WritingStyle>({ writingMode: 'improve', tone: 'friendly', complexity: 'same' });
  const [busy, setBusy] = useState(false);
  const reasonId = useId();
  const noText = (slide.title ?? '').trim() === '';

  const improve = async () => {
    setBusy(true);
    try {
      await api.improveContent(presentationId, slide.id, style);
      toast.success(t('ai.improve.updated'));
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('ai.improve.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="ai-improve" role="group" aria-label={t('ai.improve.heading')}>
      <SelectField
        label={t('ai.improve.mode')}
        value={style.writingMode}
        options={WRITING_MODES.map((value) => ({ value, label: t(`ai.improve.modes.${value}`) }))}
        onChange={(writingMode) => setStyle((current) => ({ ...current, writingMode }))}
      />
      <SelectField
        label={t('ai.improve.tone')}
        value={style.tone}
        options={WRITING_TONES.map((value) => ({ value, label: t(`ai.improve.tones.${value}`) }))}
        onChange={(tone) => setStyle((current) => ({ ...current, tone }))}
      />
      <SelectField
        label={t('ai.improve.complexity')}
        value={style.complexity}
        options={WRITING_COMPLEXITIES.map((value) => ({ value, label: t(`ai.improve.complexities.${value}`) }))}
        onChange={(complexity) => setStyle((current) => ({ ...current, complexity }))}
      />
      <button type="button" className="button button--secondary" disabled={busy || noText} aria-describedby={noText ? reasonId : undefined} onClick={() => void improve()}>
        {busy ? t('ai.improve.working') : t('ai.improve.submit')}
      </button>
      {noText && (
        <p id={reasonId} className="ai-panel__note">
          {t('ai.improve.noTitle')}
        </p>
      )}
    </div>
  );
}
