import { PRESENTATIONS_PAGE_SIZE } from '../../../../contracts/presentations/constants.js';
import type { PresentationSummary } from '../../../../contracts/presentations/read-models.js';
import { assertNever } from '../../../../contracts/shared/assert-never.js';
import type { SortOrder, TrashSortColumn } from '../../api/presentations-api.js';

/** Spec doc 1 §3 "Trash list state" and §4 "Trash". */
export interface TrashState {
  readonly presentations: readonly PresentationSummary[];
  /** The last page loaded (0 before the first answer). */
  readonly page: number;
  readonly totalPage: number;
  readonly sortColumn: TrashSortColumn;
  readonly sortOrder: SortOrder;
  /** Bumped by every change of what to load, so an answer for an older request is ignored. */
  readonly generation: number;
}

export const INITIAL_TRASH_STATE: TrashState = {
  presentations: [],
  page: 0,
  totalPage: 0,
  sortColumn: 'deletedAt',
  sortOrder: 'desc',
  generation: 0,
};

export type TrashAction =
  | { type: 'sort'; column: TrashSortColumn }
  | { type: 'loaded'; generation: number; pages: readonly number[]; presentations: readonly PresentationSummary[]; totalPage: number }
  | { type: 'removed'; ids: readonly string[] };

export function trashReducer(state: TrashState, action: TrashAction): TrashState {
  switch (action.type) {
    case 'sort': {
      // The same column flips direction; another column starts descending. Either way back to page 1.
      const sameColumn = action.column === state.sortColumn;
      return {
        ...INITIAL_TRASH_STATE,
        sortColumn: action.column,
        sortOrder: sameColumn ? (state.sortOrder === 'desc' ? 'asc' : 'desc') : 'desc',
        generation: state.generation + 1,
      };
    }
    case 'loaded': {
      if (action.generation !== state.generation) return state;
      const known = new Set(state.presentations.map((presentation) => presentation.id));
      const added = action.presentations.filter((presentation) => !known.has(presentation.id));
      return {
        ...state,
        presentations: [...state.presentations, ...added],
        page: Math.max(state.page, ...action.pages),
        totalPage: action.totalPage,
      };
    }
    case 'removed': {
      const gone = new Set(action.ids);
      return { ...state, presentations: state.presentations.filter((presentation) => !gone.has(presentation.id)) };
    }
    default:
      return assertNever(action);
  }
}

/** Spec doc 1 §4: everything is loaded when page is at least totalPage. */
export function allLoaded(state: TrashState): boolean {
  return state.page > 0 && state.page >= state.totalPage;
}

/**
 * The pages "load more" asks for. Normally the next page; once rows were restored or deleted, the server's pages
 * have shifted up by that many, so the page holding the first row not yet shown is asked for as well.
 */
export function pagesToLoadMore(state: TrashState): number[] {
  if (state.page === 0) return [1];
  const shown = state.presentations.length;
  const first = Math.floor(shown / PRESENTATIONS_PAGE_SIZE) + 1;
  return shown % PRESENTATIONS_PAGE_SIZE === 0 ? [first] : [first, first + 1];
}
