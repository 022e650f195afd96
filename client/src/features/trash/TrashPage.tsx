import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PresentationSummary } from '../../../../contracts/presentations/read-models.js';
import type { TrashSortColumn } from '../../api/presentations-api.js';
import { useTrashAccount } from './use-trash-account.js';
import { reportFailure } from '../../api/report-failure.js';
import { useServices } from '../../app-services.js';
import { useToast } from '../../toasts/toasts.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { formatFullDate, formatListDate } from '../../ui/format-date.js';
import { RestoreIcon, TrashIcon } from '../../ui/icons.js';
import { allLoaded, INITIAL_TRASH_STATE, pagesToLoadMore, trashReducer } from './trash-state.js';

/** Spec doc 1 §4: the trash's loading flag clears 500 ms after loading ends. */
export const TRASH_LOADING_LINGER_MS = 500;

const SORTABLE: readonly { column: TrashSortColumn; labelKey: 'trash.columns.name' | 'trash.columns.deletedAt' | 'trash.columns.updatedAt' }[] = [
  { column: 'name', labelKey: 'trash.columns.name' },
  { column: 'deletedAt', labelKey: 'trash.columns.deletedAt' },
  { column: 'updatedAt', labelKey: 'trash.columns.updatedAt' },
];

export function TrashPage() {
  const { t, i18n } = useTranslation();
  const services = useServices();
  const toast = useToast();
  const [state, dispatch] = useReducer(trashReducer, INITIAL_TRASH_STATE);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState<PresentationSummary | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;
  const account = useTrashAccount();
  const lingerTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const load = useCallback(
    async (pages: readonly number[]) => {
      if (account === undefined) return;
      const { generation, sortColumn, sortOrder } = stateRef.current;
      clearTimeout(lingerTimer.current);
      setLoading(true);
      setFailed(false);
      try {
        const answers = await Promise.all(
          pages.map((page) => services.presentations.listDeleted({ page, sortColumn, sortOrder, ...(account !== null && { accountId: account }) })),
        );
        dispatch({
          type: 'loaded',
          generation,
          pages,
          presentations: answers.flatMap((answer) => answer.presentations),
          totalPage: answers.at(-1)?.numberOfPresentationPages ?? 0,
        });
      } catch (error) {
        setFailed(true);
        reportFailure(error, toast.error);
      } finally {
        lingerTimer.current = setTimeout(() => setLoading(false), TRASH_LOADING_LINGER_MS);
      }
    },
    [services, toast, account],
  );

  // The first page, again after every sort change.
  useEffect(() => {
    void load([1]);
  }, [state.generation, load]);
  useEffect(() => () => clearTimeout(lingerTimer.current), []);

  const restore = async (presentation: PresentationSummary) => {
    try {
      const result = await services.presentations.restore([presentation.id]);
      dispatch({ type: 'removed', ids: result.succeededIds });
      if (result.successMessage) toast.success(result.successMessage);
      if (result.failureMessage) toast.error(result.failureMessage);
    } catch (error) {
      reportFailure(error, toast.error);
    }
  };

  const deleteForever = async (presentation: PresentationSummary) => {
    try {
      const result = await services.presentations.deletePermanently([presentation.id]);
      dispatch({ type: 'removed', ids: result.succeededIds });
      if (result.successMessage) toast.success(result.successMessage);
      if (result.failureMessage) toast.error(result.failureMessage);
    } catch (error) {
      reportFailure(error, toast.error);
    } finally {
      setConfirmDelete(null);
    }
  };

  const ariaSort = (column: TrashSortColumn) =>
    state.sortColumn === column ? (state.sortOrder === 'asc' ? 'ascending' : 'descending') : undefined;
  const everythingLoaded = allLoaded(state);

  return (
    <section className="page" aria-labelledby="trash-title">
      <title>{t('trash.pageTitle')}</title>
      <div className="page__header">
        <div>
          <h1 id="trash-title">{t(typeof account === 'string' ? 'trash.teamHeading' : 'trash.heading')}</h1>
          <p className="page__lead">{t(typeof account === 'string' ? 'trash.teamLead' : 'trash.lead')}</p>
        </div>
      </div>

      {state.presentations.length === 0 && !loading && !failed ? (
        <div className="empty">
          <p className="empty__title">{t('trash.empty.title')}</p>
          <p>{t('trash.empty.body')}</p>
        </div>
      ) : (
        <div className="table-scroll" role="region" aria-label={t('trash.tableLabel')} tabIndex={0}>
          <table className="data-table" aria-busy={loading}>
            <caption className="visually-hidden">{t('trash.tableCaption')}</caption>
            <thead>
              <tr>
                {SORTABLE.map(({ column, labelKey }) => (
                  <th key={column} scope="col" aria-sort={ariaSort(column)}>
                    <button
                      type="button"
                      className="sort-button"
                      onClick={() => {
                        // Loading starts with the new order, so the list never flashes as empty in between.
                        setLoading(true);
                        dispatch({ type: 'sort', column });
                      }}
                      aria-label={t('trash.sortBy', { column: t(labelKey) })}
                    >
                      {t(labelKey)}
                      <span className="sort-button__arrow" aria-hidden="true">
                        {state.sortColumn === column ? (state.sortOrder === 'asc' ? '▲' : '▼') : '↕'}
                      </span>
                    </button>
                  </th>
                ))}
                <th scope="col">
                  <span className="visually-hidden">{t('trash.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {state.presentations.map((presentation) => (
                <tr key={presentation.id}>
                  <th scope="row" className="data-table__name">
                    {presentation.name}
                  </th>
                  <td>
                    {presentation.deletedAt && (
                      <time dateTime={presentation.deletedAt} title={formatFullDate(presentation.deletedAt, i18n.language)}>
                        {formatListDate(presentation.deletedAt, i18n.language)}
                      </time>
                    )}
                  </td>
                  <td>
                    <time dateTime={presentation.updatedAt} title={formatFullDate(presentation.updatedAt, i18n.language)}>
                      {formatListDate(presentation.updatedAt, i18n.language)}
                    </time>
                  </td>
                  <td className="data-table__actions">
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      aria-label={t('trash.restoreOne', { name: presentation.name })}
                      onClick={() => void restore(presentation)}
                    >
                      <RestoreIcon size={18} />
                      <span aria-hidden="true">{t('trash.restore')}</span>
                    </button>
                    <button
                      type="button"
                      className="icon-button icon-button--danger"
                      aria-label={t('trash.deleteForeverOne', { name: presentation.name })}
                      title={t('trash.deleteForever')}
                      onClick={() => setConfirmDelete(presentation)}
                    >
                      <TrashIcon size={18} />
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <div className="list-footer">
        {loading ? (
          <p className="loading" role="status">
            {t('common.loading')}
          </p>
        ) : failed ? (
          <button type="button" className="button button--secondary" onClick={() => void load(pagesToLoadMore(state))}>
            {t('common.retry')}
          </button>
        ) : everythingLoaded ? (
          state.presentations.length > 0 && <p className="list-footer__done">{t('trash.allLoaded')}</p>
        ) : (
          <button type="button" className="button button--secondary" onClick={() => void load(pagesToLoadMore(state))}>
            {t('trash.loadMore')}
          </button>
        )}
      </div>

      {confirmDelete && (
        <ConfirmDialog
          title={t('trash.confirmDelete.title')}
          message={t('trash.confirmDelete.message', { name: confirmDelete.name })}
          confirmLabel={t('trash.deleteForever')}
          danger
          onConfirm={() => deleteForever(confirmDelete)}
          onClose={() => setConfirmDelete(null)}
        />
      )}
    </section>
  );
}
