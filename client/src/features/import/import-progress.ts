import type { ImportStatusPayload } from '../../../../contracts/imports/document-import.js';

/** Spec doc 3 §4 "Document import stages" as the dialog shows them. */
export type ImportProgress =
  | { readonly stage: 'idle' }
  | { readonly stage: 'uploading' }
  | { readonly stage: 'converting' }
  | { readonly stage: 'importing'; readonly done: number; readonly total: number | null }
  | { readonly stage: 'ready'; readonly slideCount: number; readonly sheet: boolean }
  | { readonly stage: 'failed'; readonly message: string };

export type ImportProgressAction =
  | { readonly type: 'started' }
  | { readonly type: 'status'; readonly status: ImportStatusPayload }
  | { readonly type: 'finished'; readonly slideCount: number; readonly sheet: boolean }
  | { readonly type: 'failed'; readonly message: string };

const isRunning = (progress: ImportProgress) => progress.stage === 'uploading' || progress.stage === 'converting' || progress.stage === 'importing';

/**
 * The HTTP answer ends an import (ready or failed); the socket's statuses only move a running one forward, so a
 * status that arrives late never undoes the end.
 */
export function importProgressReducer(progress: ImportProgress, action: ImportProgressAction): ImportProgress {
  switch (action.type) {
    case 'started':
      return { stage: 'uploading' };
    case 'status': {
      if (!isRunning(progress)) return progress;
      const { stage, done, total } = action.status;
      switch (stage) {
        case 'converting':
          return { stage: 'converting' };
        case 'importing':
          return { stage: 'importing', done, total };
        // The end is the HTTP answer's to tell, with the slides it added or its error.
        case 'ready':
        case 'failed':
          return progress;
        default:
          return stage satisfies never;
      }
    }
    case 'finished':
      return { stage: 'ready', slideCount: action.slideCount, sheet: action.sheet };
    case 'failed':
      return { stage: 'failed', message: action.message };
    default:
      return action satisfies never;
  }
}
