import type { ImportStatusPayload } from '../../../../contracts/imports/document-import.js';

/** Spec doc 3 §4 "Document import stages" as the dialog shows them. */
export type ImportProgress =
  | { readonly stage: 'idle' }
  | { readonly stage: 'uploading' }
  | { readonly stage: 'converting' }
  | { readonly stage: 'importing'; readonly done: number; readonly total: number | null }
  /** The document's text is with the AI (spec doc 3 §4 import choices with generation). */
  | { readonly stage: 'generating' }
  | { readonly stage: 'ready'; readonly slideCount: number; readonly sheet: boolean }
  | { readonly stage: 'failed'; readonly message: string };

export type ImportProgressAction =
  | { readonly type: 'started' }
  | { readonly type: 'status'; readonly status: ImportStatusPayload }
  | { readonly type: 'finished'; readonly slideCount: number; readonly sheet: boolean }
  | { readonly type: 'generating' }
  /** The AI's end over the socket: the slides it added, or why not. */
  | { readonly type: 'generated'; readonly slideCount: number }
  | { readonly type: 'generationFailed'; readonly message: string }
  | { readonly type: 'failed'; readonly message: string };

/** The socket's import statuses move these forward. */
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
    case 'generating':
      return { stage: 'generating' };
    // Only a generation under way ends: an answer to an earlier or another request changes nothing.
    case 'generated':
      return progress.stage === 'generating' ? { stage: 'ready', slideCount: action.slideCount, sheet: false } : progress;
    case 'generationFailed':
      return progress.stage === 'generating' ? { stage: 'failed', message: action.message } : progress;
    case 'failed':
      return { stage: 'failed', message: action.message };
    default:
      return action satisfies never;
  }
}

/** Whether the dialog's inputs wait: an import, or the AI writing from the document. */
export const isBusy = (progress: ImportProgress): boolean => isRunning(progress) || progress.stage === 'generating';
/** Whether the dialog may close: not while an import runs on its request; the AI's writing goes on without it. */
export const mayClose = (progress: ImportProgress): boolean => !isRunning(progress);
