import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeckSlide } from '../../../../contracts/deck/read-model.js';
import { Modal } from '../../ui/Modal.js';
import { searchSlides } from './slide-finder.js';

interface Props {
  readonly slides: readonly DeckSlide[];
  readonly currentId: string | null;
  readonly onGo: (slideId: string) => void;
  readonly onClose: () => void;
}

/** The slide search popup (spec doc 2 §2): type words of a slide, then Enter (or a result) shows it. */
export function SlideSearch({ slides, currentId, onGo, onClose }: Props) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const inputId = useId();
  const countId = useId();
  const matches = searchSlides(slides, query);
  const go = (slideId: string) => {
    onGo(slideId);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (matches[0]) go(matches[0].slide.id);
  };
  return (
    <Modal title={t('live.search.title')} onClose={onClose} size="medium">
      <form className="slide-search" role="search" onSubmit={submit}>
        <label className="field__label" htmlFor={inputId}>
          {t('live.search.label')}
        </label>
        <input
          id={inputId}
          className="field__input"
          type="search"
          autoComplete="off"
          value={query}
          aria-describedby={countId}
          onChange={(event) => setQuery(event.target.value)}
        />
        <p id={countId} className="field__hint" role="status">
          {t('live.search.found', { count: matches.length })}
        </p>
      </form>
      <ul className="slide-search__results" aria-label={t('live.search.results')}>
        {matches.map((match) => (
          <li key={match.slide.id}>
            <button type="button" className="slide-search__result" aria-current={match.slide.id === currentId ? 'true' : undefined} onClick={() => go(match.slide.id)}>
              <span className="slide-search__number">{match.index + 1}</span>{' '}
              <span className="slide-search__title">{match.title || t('live.presenting.untitledSlide')}</span>
              {match.extract && <span className="slide-search__extract">{match.extract}</span>}
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
