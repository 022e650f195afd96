import '../../test-support/jsdom-text-encoding.js';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, render, screen } from '@testing-library/react';
import '../../i18n/index.js';
import { SPELLCHECK_DEBOUNCE_MS } from '../../../../contracts/ai/spellcheck.js';
import type { DeckSlide } from '../../../../contracts/deck/read-model.js';
import { AppServicesProvider, createAppServices } from '../../app-services.js';
import { fakeFetch, json } from '../../test-support/fake-fetch.js';
import { signedInStorage } from '../../test-support/fixtures.js';
import { useSpellcheck } from './use-spellcheck.js';

const slide = (title: string, notes = ''): DeckSlide => ({ id: 's1', title, notes, options: [] }) as unknown as DeckSlide;

function Probe({ slides }: { slides: readonly DeckSlide[] }) {
  const spelling = useSpellcheck('p1', slides, true);
  return <p>{spelling.misspellings === null ? 'waiting' : `${spelling.misspellings.length} found`}</p>;
}

/** Spec doc 3 §9: the deck's spelling is checked 10000 ms after its texts last changed, once per pause. */
describe('spellcheck debounce', () => {
  afterEach(() => {
    cleanup();
    jest.useRealTimers();
  });

  it('checks 10 s after the last change of the texts, once for changes in quick succession, not for other changes', async () => {
    jest.useFakeTimers();
    let checks = 0;
    const { fetchImpl } = fakeFetch({
      'GET /api/generative-ai/status': json(200, { enabled: true, message: null, requestsUsed: 0, requestLimit: 150 }),
      'POST /api/generative-ai/presentation/check-spelling': () => {
        checks += 1;
        return { status: 200, body: { misspellings: [] } };
      },
    });
    const services = createAppServices({ fetchImpl, storage: signedInStorage() });
    const view = (slides: readonly DeckSlide[]) => (
      <AppServicesProvider services={services}>
        <Probe slides={slides} />
      </AppServicesProvider>
    );
    const { rerender } = render(view([slide('Welcome to teh review')]));
    // The AI status answers first: only then is there anything to wait for.
    await act(async () => {});
    await act(async () => jest.advanceTimersByTime(SPELLCHECK_DEBOUNCE_MS - 1));
    expect(checks).toBe(0);
    await act(async () => jest.advanceTimersByTime(1));
    expect(checks).toBe(1);
    expect(screen.getByText('0 found')).toBeTruthy();

    // Two edits 5 s apart: one check, 10 s after the second.
    rerender(view([slide('Welcome to the review')]));
    await act(async () => jest.advanceTimersByTime(5_000));
    rerender(view([slide('Welcome to the quarterly review')]));
    await act(async () => jest.advanceTimersByTime(SPELLCHECK_DEBOUNCE_MS - 1));
    expect(checks).toBe(1);
    await act(async () => jest.advanceTimersByTime(1));
    expect(checks).toBe(2);

    // A change that is not spellable text (the notes) asks nothing.
    rerender(view([slide('Welcome to the quarterly review', '<p>Say hello</p>')]));
    await act(async () => jest.advanceTimersByTime(SPELLCHECK_DEBOUNCE_MS * 2));
    expect(checks).toBe(2);
  });
});
