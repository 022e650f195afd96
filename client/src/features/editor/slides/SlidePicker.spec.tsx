import '../../../test-support/jsdom-text-encoding.js';
import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, render, screen, within } from '@testing-library/react';
import '../../../i18n/index.js';
import { effectiveSlideType } from '../../../../../contracts/slides/slide-types.js';
import { PICKER_SECTIONS } from '../slide-catalogue.js';
import { SlidePicker } from './SlidePicker.js';

describe('the slide picker', () => {
  afterEach(cleanup);

  it('shows each kind with a thumbnail of the slide it adds (issue 26)', () => {
    render(<SlidePicker onPick={() => undefined} onClose={() => undefined} deck={{ fontFamily: 'Plus Jakarta Sans', accessCode: '123456' }} />);
    const dialog = screen.getByRole('dialog', { name: 'Add a slide' });
    const kinds = PICKER_SECTIONS.flatMap((section) => section.kinds);
    const thumbnails = within(dialog).getAllByTestId('picker-thumbnail');
    expect(thumbnails).toHaveLength(kinds.length);
    thumbnails.forEach((thumbnail, index) => {
      const kind = kinds[index]!;
      expect(thumbnail.querySelector('.slide')?.getAttribute('data-slide-type')).toBe(effectiveSlideType(kind.type, kind.slideType ?? null));
    });
    // The miniatures are pictures of the names beside them: the buttons keep their names.
    expect(within(dialog).getByRole('button', { name: /^Poll/ })).toBeTruthy();
  });
});
