import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { SPELLCHECK_DEBOUNCE_MS, type Misspelling } from '../../../../contracts/ai/spellcheck.js';
import type { DeckSlide } from '../../../../contracts/deck/read-model.js';
import { numberedTexts, spellableTexts } from '../../../../services/ai/domain/spellable-texts.js';
import { createAiApi } from '../../api/ai-api.js';
import { ApiError } from '../../api/api-error.js';
import { useServices } from '../../app-services.js';
import { useAiEnabled } from './use-ai-enabled.js';

export interface Spellcheck {
  /** False while AI is off (or unknown) or the deck is not this person's to edit: then nothing is checked or shown. */
  readonly available: boolean;
  /** null until the first check since the texts last changed has answered. */
  readonly misspellings: readonly Misspelling[] | null;
  readonly failure: string | null;
  dismiss(misspellings: readonly Misspelling[]): Promise<void>;
  /** A correction was applied: the word is gone from the list until the next check. */
  corrected(misspelling: Misspelling): void;
}

const dismissal = (misspelling: Misspelling) => ({ word: misspelling.misspelledWord, suggestions: [...misspelling.corrections], context: misspelling.partialPhrase });

/** Spec doc 3 §7, §9: the deck's spelling is checked 10 s after its texts last changed; words can be dismissed one by one or all at once. */
export function useSpellcheck(presentationId: string, slides: readonly DeckSlide[], canEdit: boolean): Spellcheck {
  const services = useServices();
  const api = useMemo(() => createAiApi(services.http), [services.http]);
  const aiEnabled = useAiEnabled();
  const [misspellings, setMisspellings] = useState<readonly Misspelling[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const asked = useRef(0);
  const texts = useMemo(() => numberedTexts(spellableTexts(slides)), [slides]);
  const available = aiEnabled && canEdit;

  useEffect(() => {
    if (!available || texts === '') {
      setMisspellings(texts === '' ? [] : null);
      return;
    }
    const ask = ++asked.current;
    const timer = setTimeout(() => {
      api.checkSpelling(presentationId).then(
        (result) => {
          if (ask !== asked.current) return;
          setMisspellings(result.misspellings);
          setFailure(null);
        },
        (error: unknown) => {
          if (ask === asked.current) setFailure(error instanceof ApiError ? error.message : String(error));
        },
      );
    }, SPELLCHECK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [api, presentationId, texts, available]);

  const without = useCallback((gone: readonly Misspelling[]) => setMisspellings((list) => list && list.filter((item) => !gone.some((misspelling) => misspelling.id === item.id))), []);

  const dismiss = useCallback(
    async (chosen: readonly Misspelling[]) => {
      if (chosen.length === 0) return;
      await api.dismissMisspellings(presentationId, chosen.map(dismissal));
      without(chosen);
    },
    [api, presentationId, without],
  );

  return { available, misspellings, failure, dismiss, corrected: (misspelling) => without([misspelling]) };
}
