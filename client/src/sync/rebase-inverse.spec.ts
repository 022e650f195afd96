import { describe, expect, it } from '@jest/globals';
import type { DeckEvent } from '../../../contracts/deck/deck-events.js';
import { rebaseInverse } from './rebase-inverse.js';

const presentationId = 'deck-1';
const updated = (slideId: string, changes: Record<string, unknown>) => ({ type: 'SlideUpdated', data: { presentationId, slideId, changes } }) as DeckEvent;

describe('rebaseInverse: an undo carried over other editors’ later events', () => {
  it('keeps the fields nobody else wrote and drops the ones another editor changed since', () => {
    const inverse = { type: 'PatchSlide', data: { presentationId, slideId: 's1', fields: { title: 'old', notes: '<p>n</p>' } } } as const;
    expect(rebaseInverse(inverse, [updated('s2', { title: 'other slide' })])).toEqual(inverse);
    expect(rebaseInverse(inverse, [updated('s1', { title: 'theirs' })])).toEqual({
      type: 'PatchSlide',
      data: { presentationId, slideId: 's1', fields: { notes: '<p>n</p>' } },
    });
    expect(rebaseInverse(inverse, [updated('s1', { title: 'theirs', notes: 'theirs' })])).toBeNull();
  });

  it('is void when another editor already removed or put back what it would', () => {
    const deleted = { type: 'SlidesDeleted', data: { presentationId, slideIds: ['s1'], deletedAt: '2026-01-01T00:00:00.000Z' } } as DeckEvent;
    expect(rebaseInverse({ type: 'PatchSlide', data: { presentationId, slideId: 's1', fields: { title: 'old' } } }, [deleted])).toBeNull();
    expect(rebaseInverse({ type: 'DeleteSlides', data: { presentationId, slideIds: ['s1', 's2'] } }, [deleted])).toEqual({
      type: 'DeleteSlides',
      data: { presentationId, slideIds: ['s2'] },
    });
    const optionGone = { type: 'SlideOptionDeleted', data: { presentationId, slideId: 's1', optionId: 'o1' } } as DeckEvent;
    expect(rebaseInverse({ type: 'PatchSlideOption', data: { presentationId, optionId: 'o1', title: 'old' } }, [optionGone])).toBeNull();
    const reordered = { type: 'SlidesReordered', data: { presentationId, slideIds: ['s2', 's1'] } } as DeckEvent;
    expect(rebaseInverse({ type: 'SortSlides', data: { presentationId, slides: [{ slideId: 's1', order: 1 }] } }, [reordered])).toBeNull();
  });

  it('keeps the option fields and settings nobody else changed', () => {
    const optionUpdated = { type: 'SlideOptionUpdated', data: { presentationId, slideId: 's1', optionId: 'o1', changes: { title: 'theirs' } } } as DeckEvent;
    expect(rebaseInverse({ type: 'PatchSlideOption', data: { presentationId, optionId: 'o1', title: 'old', correct: false } }, [optionUpdated])).toEqual({
      type: 'PatchSlideOption',
      data: { presentationId, optionId: 'o1', correct: false },
    });
    const settings = { type: 'PresentationSettingsChanged', data: { presentationId, changes: { isEnableChat: true } } } as DeckEvent;
    expect(rebaseInverse({ type: 'UpdatePresentationSettings', data: { presentationId, settings: { isEnableChat: false } } }, [settings])).toBeNull();
  });
});
