import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SEARCH_QUERY_MAX_LENGTH, type GlobalSearchHit } from '../../../../contracts/search/search.js';
import { createSearchApi } from '../../api/search-api.js';
import { useServices } from '../../app-services.js';
import { editorPath } from '../../routes.js';

/** Typing pauses this long before a search runs by itself; Enter searches at once. */
const TYPING_PAUSE_MS = 300;

type SearchState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'searching'; readonly query: string; readonly shown: readonly GlobalSearchHit[] }
  | { readonly kind: 'found'; readonly query: string; readonly hits: readonly GlobalSearchHit[]; readonly page: number; readonly pages: number; readonly total: number }
  | { readonly kind: 'failed'; readonly query: string };

const hitKey = (hit: GlobalSearchHit) => (hit.kind === 'slide' ? `${hit.presentationId}/${hit.slideId}` : hit.presentationId);

/** Issue 24: one box that finds presentations by title and slides by their text, and opens the one picked. */
export function PresentationSearch() {
  const { t } = useTranslation();
  const services = useServices();
  const api = useMemo(() => createSearchApi(services.http), [services.http]);
  const [text, setText] = useState('');
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);
  /** The query whose first page was last asked for: a pause in typing does not ask for it again. */
  const asked = useRef('');

  const search = async (query: string, page: number, before: readonly GlobalSearchHit[]) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    if (page === 1) asked.current = query;
    setState({ kind: 'searching', query, shown: before });
    try {
      const found = await api.global(query, page, controller.signal);
      if (controller.signal.aborted) return;
      setState({ kind: 'found', query, hits: [...before, ...found.results], page: found.page, pages: found.numberOfPages, total: found.total });
    } catch {
      if (!controller.signal.aborted) setState({ kind: 'failed', query });
    }
  };

  const clear = () => {
    running.current?.abort();
    asked.current = '';
    setText('');
    setState({ kind: 'idle' });
  };

  useEffect(() => {
    const query = text.trim();
    if (query === '') {
      running.current?.abort();
      asked.current = '';
      setState({ kind: 'idle' });
      return;
    }
    const timer = setTimeout(() => {
      if (query !== asked.current) void search(query, 1, []);
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
    // The text alone decides when to run: search is rebuilt each render.
  }, [text]);

  useEffect(() => () => running.current?.abort(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (query !== '') void search(query, 1, []);
  };

  const hits = state.kind === 'found' ? state.hits : state.kind === 'searching' ? state.shown : [];

  return (
    <div className="search">
      <form role="search" className="search__form" onSubmit={submit}>
        <label className="field__label" htmlFor="presentation-search">
          {t('search.label')}
        </label>
        <div className="search__row">
          <input
            ref={input}
            id="presentation-search"
            className="field__input search__input"
            type="search"
            value={text}
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            placeholder={t('search.placeholder')}
            autoComplete="off"
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && text !== '') {
                event.preventDefault();
                clear();
              }
            }}
          />
          <button type="submit" className="button button--secondary">
            {t('search.submit')}
          </button>
          {text !== '' && (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                clear();
                input.current?.focus();
              }}
            >
              {t('search.clear')}
            </button>
          )}
        </div>
      </form>

      <p className="search__status" role="status" aria-live="polite">
        {state.kind === 'searching' && hits.length === 0
          ? t('search.searching')
          : state.kind === 'found'
            ? state.total === 0
              ? t('search.nothingFound', { query: state.query })
              : t('search.count', { count: state.total, query: state.query })
            : ''}
      </p>
      {state.kind === 'failed' && (
        <p className="field__error" role="alert">
          {t('search.failed')}
        </p>
      )}

      {hits.length > 0 && (
        <section aria-label={t('search.resultsLabel')}>
          <ul className="search__results">
            {hits.map((hit) => (
              <li key={hitKey(hit)} className="search__hit">
                {hit.kind === 'presentation' ? (
                  <Link to={editorPath(hit.presentationId)}>
                    <span className="search__hit-title">{hit.name}</span>
                    <span className="search__hit-where">{t('search.presentationHit')}</span>
                  </Link>
                ) : (
                  <Link to={editorPath(hit.presentationId, { slideId: hit.slideId })}>
                    <span className="search__hit-title">{hit.title || t('search.untitledSlide')}</span>
                    <span className="search__hit-where">{t('search.slideHit', { order: hit.order, presentation: hit.presentationName })}</span>
                  </Link>
                )}
              </li>
            ))}
          </ul>
          {state.kind === 'found' && state.page < state.pages && (
            <button type="button" className="button button--ghost button--small" onClick={() => void search(state.query, state.page + 1, state.hits)}>
              {t('search.more')}
            </button>
          )}
        </section>
      )}
    </div>
  );
}
