import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PresentationSummary } from '../../../../contracts/presentations/read-models.js';
import { reportFailure } from '../../api/report-failure.js';
import { useServices } from '../../app-services.js';
import { editorPath, reportPath } from '../../routes.js';
import { useToast } from '../../toasts/toasts.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { PresentationSearch } from '../search/PresentationSearch.js';
import { formatFullDate, formatListDate } from '../../ui/format-date.js';
import { PencilIcon, PlusIcon, TrashIcon } from '../../ui/icons.js';
import { FolderList } from '../folders/FolderList.js';
import { MoveToFolderDialog } from '../folders/MoveToFolderDialog.js';
import { PresentationThumbnail } from './PresentationThumbnail.js';
import { RenameDialog } from './RenameDialog.js';
import { readSort, SortFields } from './SortFields.js';
import { useAsync } from './use-async.js';
import { useCreatePresentation } from './use-create-presentation.js';

function readQuery(params: URLSearchParams) {
  const page = Number(params.get('page'));
  return { page: Number.isInteger(page) && page >= 1 ? page : 1, ...readSort(params) };
}

type Pending =
  | { kind: 'rename'; presentation: PresentationSummary }
  | { kind: 'move'; presentation: PresentationSummary }
  | { kind: 'delete'; presentations: PresentationSummary[] };

export function PresentationsPage() {
  const { t, i18n } = useTranslation();
  const services = useServices();
  const toast = useToast();
  const { creating, create } = useCreatePresentation();
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const [reloads, setReloads] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<Pending | null>(null);
  const state = useAsync(
    (signal) => services.presentations.list(query, signal),
    `${query.page}|${query.sortColumn}|${query.sortOrder}|${reloads}`,
  );
  const folders = useAsync(
    (signal) => services.folders.topFolders({ sortColumn: query.sortColumn, sortOrder: query.sortOrder }, signal),
    `${query.sortColumn}|${query.sortOrder}|${reloads}`,
  );
  const presentations = state.data?.presentations ?? [];
  const pageCount = Math.max(1, state.data?.numberOfPresentationPages ?? 1);

  const setQuery = (next: Partial<typeof query>) => {
    const merged = { ...query, ...next };
    setSelected(new Set());
    setParams(
      new URLSearchParams({ page: String(merged.page), sortColumn: merged.sortColumn, sortOrder: merged.sortOrder }),
      { replace: false },
    );
  };
  const reload = () => setReloads((count) => count + 1);

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allSelected = presentations.length > 0 && presentations.every((presentation) => selected.has(presentation.id));

  const moveToTrash = async (targets: PresentationSummary[]) => {
    try {
      const result = await services.presentations.moveToTrash(targets.map((presentation) => presentation.id));
      if (result.successMessage) toast.success(result.successMessage);
      if (result.failureMessage) toast.error(result.failureMessage);
      setSelected(new Set());
      // The last row of a later page gone: show the page before rather than an empty one.
      const emptiedPage = result.succeededIds.length >= presentations.length && query.page > 1;
      if (emptiedPage) setQuery({ page: query.page - 1 });
      else reload();
    } catch (error) {
      reportFailure(error, toast.error);
    } finally {
      setPending(null);
    }
  };

  const rename = async (presentation: PresentationSummary, name: string) => {
    try {
      await services.presentations.rename(presentation, name);
    } catch (error) {
      // A stale revision: refresh so the next try is made against the current name.
      reload();
      throw error;
    }
    setPending(null);
    toast.success(t('presentations.rename.done', { name }));
    reload();
  };

  return (
    <section className="page" aria-labelledby="presentations-title">
      <title>{t('presentations.pageTitle')}</title>
      <div className="page__header">
        <h1 id="presentations-title">{t('presentations.heading')}</h1>
        <button type="button" className="button button--primary" onClick={() => void create()} disabled={creating}>
          <PlusIcon />
          <span>{creating ? t('presentations.creating') : t('presentations.create')}</span>
        </button>
      </div>

      <PresentationSearch />

      <div className="toolbar" role="group" aria-label={t('presentations.sort.label')}>
        <SortFields sortColumn={query.sortColumn} sortOrder={query.sortOrder} onChange={(next) => setQuery({ ...next, page: 1 })} />
        {selected.size > 0 && (
          <div className="toolbar__selection" role="status">
            <span>{t('presentations.selected', { count: selected.size })}</span>
            <button
              type="button"
              className="button button--danger button--small"
              onClick={() =>
                setPending({ kind: 'delete', presentations: presentations.filter((presentation) => selected.has(presentation.id)) })
              }
            >
              <TrashIcon size={18} />
              <span>{t('presentations.moveSelectedToTrash')}</span>
            </button>
          </div>
        )}
      </div>

      <FolderList parentFolderId={null} folders={folders.data ?? []} onChanged={() => reload()} />

      {state.status === 'failed' && !state.data ? (
        <div className="empty" role="alert">
          <p>{t('presentations.loadFailed')}</p>
          <button type="button" className="button button--secondary" onClick={reload}>
            {t('common.retry')}
          </button>
        </div>
      ) : state.status === 'loading' && !state.data ? (
        <p className="loading" role="status">
          {t('common.loading')}
        </p>
      ) : presentations.length === 0 ? (
        <div className="empty">
          <p className="empty__title">{t('presentations.empty.title')}</p>
          <p>{t('presentations.empty.body')}</p>
        </div>
      ) : (
        <div className="table-scroll" role="region" aria-label={t('presentations.tableLabel')} tabIndex={0}>
          <table className="data-table" aria-busy={state.status === 'loading'}>
            <caption className="visually-hidden">{t('presentations.tableCaption', { page: query.page, pages: pageCount })}</caption>
            <thead>
              <tr>
                <th scope="col" className="data-table__check">
                  <input
                    type="checkbox"
                    aria-label={t('presentations.selectAll')}
                    checked={allSelected}
                    onChange={() =>
                      setSelected(allSelected ? new Set() : new Set(presentations.map((presentation) => presentation.id)))
                    }
                  />
                </th>
                <th scope="col">{t('presentations.columns.name')}</th>
                <th scope="col">{t('presentations.columns.slides')}</th>
                <th scope="col">{t('presentations.columns.updatedAt')}</th>
                <th scope="col">{t('presentations.columns.createdAt')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('presentations.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {presentations.map((presentation) => (
                <tr key={presentation.id} aria-selected={selected.has(presentation.id)}>
                  <td className="data-table__check">
                    <input
                      type="checkbox"
                      aria-label={t('presentations.select', { name: presentation.name })}
                      checked={selected.has(presentation.id)}
                      onChange={() => toggle(presentation.id)}
                    />
                  </td>
                  <th scope="row" className="data-table__name">
                    <PresentationThumbnail presentation={presentation} />
                    <Link to={editorPath(presentation.id)}>{presentation.name}</Link>
                  </th>
                  <td>{t('presentations.slideCount', { count: presentation.slideCount })}</td>
                  <td>
                    <time dateTime={presentation.updatedAt} title={formatFullDate(presentation.updatedAt, i18n.language)}>
                      {formatListDate(presentation.updatedAt, i18n.language)}
                    </time>
                  </td>
                  <td>
                    <time dateTime={presentation.createdAt} title={formatFullDate(presentation.createdAt, i18n.language)}>
                      {formatListDate(presentation.createdAt, i18n.language)}
                    </time>
                  </td>
                  <td className="data-table__actions">
                    <Link className="button button--ghost button--small" to={reportPath(presentation.id)} aria-label={t('report.openOne', { name: presentation.name })}>
                      {t('report.open')}
                    </Link>
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      aria-label={t('folders.move.one', { name: presentation.name })}
                      onClick={() => setPending({ kind: 'move', presentation })}
                    >
                      {t('folders.move.action')}
                    </button>
                    <button
                      type="button"
                      className="icon-button"
                      aria-label={t('presentations.renameOne', { name: presentation.name })}
                      title={t('presentations.rename.action')}
                      onClick={() => setPending({ kind: 'rename', presentation })}
                    >
                      <PencilIcon size={18} />
                    </button>
                    <button
                      type="button"
                      className="icon-button icon-button--danger"
                      aria-label={t('presentations.deleteOne', { name: presentation.name })}
                      title={t('presentations.delete.action')}
                      onClick={() => setPending({ kind: 'delete', presentations: [presentation] })}
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

      {pageCount > 1 && (
        <nav className="pager" aria-label={t('presentations.pager.label')}>
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={query.page <= 1}
            onClick={() => setQuery({ page: query.page - 1 })}
          >
            {t('presentations.pager.previous')}
          </button>
          <span aria-current="page">{t('presentations.pager.position', { page: query.page, pages: pageCount })}</span>
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={query.page >= pageCount}
            onClick={() => setQuery({ page: query.page + 1 })}
          >
            {t('presentations.pager.next')}
          </button>
        </nav>
      )}

      {pending?.kind === 'rename' && (
        <RenameDialog
          presentation={pending.presentation}
          onRename={(name) => rename(pending.presentation, name)}
          onClose={() => setPending(null)}
        />
      )}
      {pending?.kind === 'move' && (
        <MoveToFolderDialog
          presentation={pending.presentation}
          onMoved={() => {
            setPending(null);
            reload();
          }}
          onClose={() => setPending(null)}
        />
      )}
      {pending?.kind === 'delete' && (
        <ConfirmDialog
          title={t('presentations.delete.title', { count: pending.presentations.length })}
          message={
            pending.presentations.length === 1
              ? t('presentations.delete.messageOne', { name: pending.presentations[0]!.name })
              : t('presentations.delete.messageMany', { count: pending.presentations.length })
          }
          confirmLabel={t('presentations.delete.confirm')}
          danger
          onConfirm={() => moveToTrash(pending.presentations)}
          onClose={() => setPending(null)}
        />
      )}
    </section>
  );
}
