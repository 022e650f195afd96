import { describe, expect, it } from '@jest/globals';
import { importProgressReducer, isBusy, mayClose, type ImportProgress } from './import-progress.js';

const status = (stage: 'converting' | 'importing' | 'ready' | 'failed', done = 0, total: number | null = null) =>
  ({ type: 'status', status: { importId: 'i', presentationId: 'p', stage, done, total } }) as const;

describe('import progress (spec doc 3 §4 import stages)', () => {
  it('moves from uploading through converting and importing to ready', () => {
    let progress: ImportProgress = { stage: 'idle' };
    progress = importProgressReducer(progress, { type: 'started' });
    expect(progress).toEqual({ stage: 'uploading' });
    progress = importProgressReducer(progress, status('converting'));
    expect(progress).toEqual({ stage: 'converting' });
    progress = importProgressReducer(progress, status('importing', 2, 3));
    expect(progress).toEqual({ stage: 'importing', done: 2, total: 3 });
    progress = importProgressReducer(progress, { type: 'finished', slideCount: 3, sheet: false });
    expect(progress).toEqual({ stage: 'ready', slideCount: 3, sheet: false });
  });

  it('keeps the end the HTTP answer gave, whatever status comes late', () => {
    const failed = importProgressReducer({ stage: 'uploading' }, { type: 'failed', message: 'Cannot read the document' });
    expect(importProgressReducer(failed, status('importing', 1, 2))).toBe(failed);
    const ready = importProgressReducer({ stage: 'converting' }, { type: 'finished', slideCount: 1, sheet: true });
    expect(importProgressReducer(ready, status('converting'))).toBe(ready);
    expect(importProgressReducer({ stage: 'idle' }, status('converting'))).toEqual({ stage: 'idle' });
  });
});

describe('import progress with the AI writing from the document (spec doc 3 §4 import choices)', () => {
  it('ends a generation under way when its answer comes, and nothing else', () => {
    const generating = importProgressReducer({ stage: 'importing', done: 3, total: 3 }, { type: 'generating' });
    expect(generating).toEqual({ stage: 'generating' });
    expect(isBusy(generating)).toBe(true);
    // The AI writes on without the dialog: it may close, unlike during an import.
    expect(mayClose(generating)).toBe(true);
    expect(mayClose({ stage: 'importing', done: 1, total: 3 })).toBe(false);
    // A late import status does not take the dialog back from the AI's step.
    expect(importProgressReducer(generating, status('importing', 3, 3))).toBe(generating);
    const ready = importProgressReducer(generating, { type: 'generated', slideCount: 4 });
    expect(ready).toEqual({ stage: 'ready', slideCount: 4, sheet: false });
    expect(isBusy(ready)).toBe(false);
    expect(importProgressReducer(generating, { type: 'generationFailed', message: 'Cannot generate quiz at the moment.' })).toEqual({
      stage: 'failed',
      message: 'Cannot generate quiz at the moment.',
    });
    // An AI answer with no generation under way changes nothing.
    expect(importProgressReducer(ready, { type: 'generationFailed', message: 'x' })).toBe(ready);
    expect(importProgressReducer({ stage: 'idle' }, { type: 'generated', slideCount: 1 })).toEqual({ stage: 'idle' });
  });
});
