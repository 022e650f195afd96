import { useId, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { DeckSlide } from '../../../../../contracts/deck/read-model.js';
import { OPTION_TITLE_MAX_LENGTH } from '../../../../../contracts/slides/constants.js';
import { hasRoomForOptions } from '../../../../../services/slides/domain/slide-options-rules.js';
import { useEditor } from '../editor-context.js';

/** One socket frame carries at most 256 KB (authenticated-io.adapter.ts); this much text stays well inside it. */
const PASTE_MAX_LENGTH = 50_000;

type Problem = { readonly key: 'empty' } | { readonly key: 'tooLong'; readonly line: number } | { readonly key: 'full' };

/** Each non-blank line of the text, trimmed, is one entry; a line too long is named by its number in the text. */
function readEntries(text: string, slide: DeckSlide): { entries: string[]; problem: Problem | null } {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  const entries = lines.filter((line) => line.length > 0);
  const tooLong = lines.findIndex((line) => line.length > OPTION_TITLE_MAX_LENGTH);
  if (entries.length === 0) return { entries, problem: { key: 'empty' } };
  if (tooLong >= 0) return { entries, problem: { key: 'tooLong', line: tooLong + 1 } };
  return { entries, problem: hasRoomForOptions(slide, slide.options.length, entries.length) ? null : { key: 'full' } };
}

function problemText(problem: Problem, t: TFunction): string {
  switch (problem.key) {
    case 'empty':
      return t('editor.options.paste.empty');
    case 'tooLong':
      return t('editor.options.paste.tooLong', { line: problem.line, max: OPTION_TITLE_MAX_LENGTH });
    case 'full':
      return t('editor.options.full');
  }
}

/** A spinner wheel's entries in bulk: a pasted list becomes one AddSlideOptions (one undo step), and the wheel can be emptied. */
export function PasteEntries({ slide }: { slide: DeckSlide }) {
  const { t } = useTranslation();
  const { deck, dispatch } = useEditor();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const id = useId();
  const presentationId = deck.id;

  const add = (event: FormEvent) => {
    event.preventDefault();
    const { entries, problem: found } = readEntries(text, slide);
    setProblem(found);
    if (found) {
      document.getElementById(id)?.focus();
      return;
    }
    dispatch({ type: 'AddSlideOptions', data: { presentationId, slideId: slide.id, options: entries.map((title) => ({ title })) } });
    setText('');
  };

  const removeAll = () =>
    dispatch({ type: 'DeleteSlideOptions', data: { presentationId, slideId: slide.id, optionIds: slide.options.map((option) => option.id) } });

  const message = problem && problemText(problem, t);
  return (
    <form className="paste-entries" onSubmit={add} noValidate>
      <div className={`field ${message ? 'field--invalid' : ''}`}>
        <label htmlFor={id} className="field__label">
          {t('editor.options.paste.label')}
        </label>
        <textarea
          id={id}
          className="textarea"
          rows={4}
          value={text}
          maxLength={PASTE_MAX_LENGTH}
          aria-invalid={message ? true : undefined}
          aria-describedby={`${id}-${message ? 'error' : 'hint'}`}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
        />
        {message ? (
          <p id={`${id}-error`} className="field__error" role="alert">
            {message}
          </p>
        ) : (
          <p id={`${id}-hint`} className="field__hint">
            {t('editor.options.paste.hint')}
          </p>
        )}
      </div>
      <div className="paste-entries__actions">
        <button type="submit" className="button button--secondary button--small">
          {t('editor.options.paste.add')}
        </button>
        <button type="button" className="button button--ghost button--small" disabled={slide.options.length === 0} onClick={removeAll}>
          {t('editor.options.paste.removeAll')}
        </button>
      </div>
    </form>
  );
}
