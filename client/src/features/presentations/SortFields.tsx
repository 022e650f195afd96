import { useTranslation } from 'react-i18next';
import { PRESENTATION_SORT_COLUMNS } from '../../../../contracts/presentations/commands.js';
import type { PresentationSortColumn, SortOrder } from '../../api/presentations-api.js';

/** Spec doc 1 §3: lists sort by updatedAt descending unless the presenter picks otherwise. */
export function readSort(params: URLSearchParams): { sortColumn: PresentationSortColumn; sortOrder: SortOrder } {
  const column = params.get('sortColumn');
  const order = params.get('sortOrder');
  return {
    sortColumn: (PRESENTATION_SORT_COLUMNS as readonly string[]).includes(column ?? '') ? (column as PresentationSortColumn) : 'updatedAt',
    sortOrder: order === 'asc' || order === 'desc' ? order : 'desc',
  };
}

interface Props {
  readonly sortColumn: PresentationSortColumn;
  readonly sortOrder: SortOrder;
  readonly onChange: (next: { sortColumn?: PresentationSortColumn; sortOrder?: SortOrder }) => void;
}

/** Spec doc 1 §4 list sort criteria: the column and the order, for My presentations and a folder alike. */
export function SortFields({ sortColumn, sortOrder, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <label className="toolbar__field">
        <span>{t('presentations.sort.by')}</span>
        <select className="select" value={sortColumn} onChange={(event) => onChange({ sortColumn: event.target.value as PresentationSortColumn })}>
          {PRESENTATION_SORT_COLUMNS.map((column) => (
            <option key={column} value={column}>
              {t(`presentations.sort.columns.${column}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="toolbar__field">
        <span>{t('presentations.sort.order')}</span>
        <select className="select" value={sortOrder} onChange={(event) => onChange({ sortOrder: event.target.value as SortOrder })}>
          <option value="desc">{t(sortColumn === 'name' ? 'presentations.sort.za' : 'presentations.sort.newest')}</option>
          <option value="asc">{t(sortColumn === 'name' ? 'presentations.sort.az' : 'presentations.sort.oldest')}</option>
        </select>
      </label>
    </>
  );
}
