import { describe, expect, it } from '@jest/globals';
import { AI_DOCUMENT_MAX_CHARS } from '../../../../contracts/ai/document-slides.js';
import { documentTextForAi, generationAction } from './document-generation.js';

const base = { presentationId: 'p', requestId: 'r' } as const;

describe('slides from an imported document by the AI (spec doc 3 §2, §4)', () => {
  it('hands the AI the texts in order, blank pages left out, cut where the model stops reading', () => {
    expect(documentTextForAi(['  Page one ', '', '\n', 'Page three'])).toBe('Page one\n\nPage three');
    expect(documentTextForAi(['', ' '])).toBe('');
    expect(documentTextForAi(['x'.repeat(AI_DOCUMENT_MAX_CHARS + 10)])).toHaveLength(AI_DOCUMENT_MAX_CHARS);
  });

  it('ends the dialog’s generation on its end, with the spec’s failure message on an error', () => {
    expect(generationAction({ ...base, type: 'added-slide', slideId: 's', slideType: 'poll', title: 'T' }, 'failed')).toBeNull();
    expect(generationAction({ ...base, type: 'generate-successful', slideCount: 3 }, 'failed')).toEqual({ type: 'generated', slideCount: 3 });
    expect(generationAction({ ...base, type: 'generation-stopped', slideCount: 1 }, 'failed')).toEqual({ type: 'generated', slideCount: 1 });
    expect(generationAction({ ...base, type: 'system-error', message: 'model said no', slideCount: 0 }, 'Cannot generate quiz at the moment.')).toEqual({
      type: 'generationFailed',
      message: 'Cannot generate quiz at the moment.',
    });
  });
});
