import { describe, expect, it } from '@jest/globals';
import { importProgressReducer, type ImportProgress } from './import-progress.js';

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
