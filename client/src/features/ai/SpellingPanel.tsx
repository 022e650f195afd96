import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Misspelling } from '../../../../contracts/ai/spellcheck.js';
import type { DeckSlide } from '../../../../contracts/deck/read-model.js';
import { correctionCommand } from '../../../../services/ai/domain/spelling-correction.js';
import { ApiError } from '../../api/api-error.js';
import { useToast } from '../../toasts/toasts.js';
import { PanelSection } from '../editor/content/fields.js';
import { useEditor } from '../editor/editor-context.js';
import type { Spellcheck } from './use-spellcheck.js';

/**
 * The slide's possible misspellings under its content: change a word to one of the corrections (the ordinary slide
 * edit, undoable), dismiss it, or dismiss every one the deck has.
 */
export function SpellingPanel({ slide, spelling }: { slide: DeckSlide; spelling: Spellcheck }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { deck, dispatch } = useEditor();
  const [busy, setBusy] = useState(false);
  const slideOf = (misspelling: Misspelling) => deck.slides.find((candidate) => candidate.id === misspelling.slideId);
  // A word already changed by hand (or its slide gone) is not offered again before the next check.
  const current = (spelling.misspellings ?? []).filter((misspelling) => {
    const owner = slideOf(misspelling);
    return owner !== undefined && correctionCommand(deck.id, owner, misspelling, misspelling.corrections[0]!) !== null;
  });
  const here = current.filter((misspelling) => misspelling.slideId === slide.id);

  const dismiss = async (chosen: readonly Misspelling[]) => {
    setBusy(true);
    try {
      await spelling.dismiss(chosen);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('ai.spelling.dismissFailed'));
    } finally {
      setBusy(false);
    }
  };
  const correct = (misspelling: Misspelling, correction: string) => {
    const command = correctionCommand(deck.id, slide, misspelling, correction);
    if (command) dispatch(command);
    spelling.corrected(misspelling);
  };

  return (
    <PanelSection title={t('ai.spelling.heading')}>
      <div className="ai-spelling" aria-live="polite">
        {spelling.failure && <p className="ai-panel__note">{spelling.failure}</p>}
        {spelling.misspellings === null && !spelling.failure && <p className="ai-panel__note">{t('ai.spelling.waiting')}</p>}
        {spelling.misspellings !== null && here.length === 0 && <p className="ai-panel__note">{t(current.length === 0 ? 'ai.spelling.none' : 'ai.spelling.noneOnSlide')}</p>}
        {here.length > 0 && (
          <ul className="ai-spelling__list" aria-label={t('ai.spelling.listLabel')}>
            {here.map((misspelling) => (
              <li key={misspelling.id} className="ai-spelling__item">
                <p>{t('ai.spelling.found', { word: misspelling.misspelledWord, phrase: misspelling.partialPhrase })}</p>
                <div className="ai-spelling__actions">
                  {misspelling.corrections.map((correction) => (
                    <button key={correction} type="button" className="button button--secondary" onClick={() => correct(misspelling, correction)}>
                      {t('ai.spelling.change', { word: misspelling.misspelledWord, correction })}
                    </button>
                  ))}
                  <button type="button" className="button button--ghost" disabled={busy} aria-label={t('ai.spelling.dismissWord', { word: misspelling.misspelledWord })} onClick={() => void dismiss([misspelling])}>
                    {t('ai.spelling.dismiss')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
        {current.length > 0 && (
          <p className="ai-spelling__summary">
            {t('ai.spelling.inDeck', { count: current.length })}{' '}
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => void dismiss(current)}>
              {t('ai.spelling.dismissAll')}
            </button>
          </p>
        )}
      </div>
    </PanelSection>
  );
}
