import '../../test-support/jsdom-text-encoding.js';
import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import '../../i18n/index.js';
import { DEFAULT_PRESENTATION_SETTINGS } from '../../../../contracts/deck/settings.js';
import { renderPresentingScreen } from '../../test-support/live-screens.js';
import { deckDocument, deckSlide } from './deck-fixture.js';

// Q&A on every slide, and no Q&A slide: the panel opens beside a poll, which must stay in full view.
const deck = deckDocument([deckSlide('s1', 'poll', 1, { title: 'Favourite colour?' }, ['Red', 'Blue'])], {
  settings: { ...DEFAULT_PRESENTATION_SETTINGS, qnaAllSlide: true },
});

describe('presenting with the Q&A panel open', () => {
  afterEach(cleanup);

  it('makes room for the panel (the stage and controls shrink beside it instead of hiding under it), and gives it back on close', async () => {
    renderPresentingScreen(deck);
    await screen.findByRole('heading', { level: 1, name: 'Favourite colour?' });
    const presenting = screen.getByRole('main').closest('.presenting')!;
    expect(presenting.classList.contains('presenting--with-side')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Q&A' }));
    expect(screen.getByRole('complementary', { name: 'Q&A' })).toBeTruthy();
    expect(presenting.classList.contains('presenting--with-side')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Close the Q&A panel' }));
    expect(screen.queryByRole('complementary', { name: 'Q&A' })).toBeNull();
    expect(presenting.classList.contains('presenting--with-side')).toBe(false);
  });
});
