import '../../../test-support/jsdom-text-encoding.js';
import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, render } from '@testing-library/react';
import '../../../i18n/index.js';
import type { DeckOption } from '../../../../../contracts/deck/read-model.js';
import { deckSlide } from '../../live/deck-fixture.js';
import { fromDeckSlide } from '../../live/live-slide.js';
import { ChoiceResults } from '../../live/results/ChoiceResults.js';
import { QuestionPlay } from '../../quiz/presenter/QuestionPlay.js';
import { SlidePreview } from './SlidePreview.js';

const IMAGE_ID = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';
const uploaded = {
  url: `/api/uploaded/images/${IMAGE_ID}/large`,
  thumbnail: `/api/uploaded/images/${IMAGE_ID}/thumbnail`,
  large: `/api/uploaded/images/${IMAGE_ID}/large`,
  xLarge: `/api/uploaded/images/${IMAGE_ID}/xLarge`,
};
const options: DeckOption[] = [
  { id: 'o1', title: 'Cat', image: uploaded, correct: true, order: 1 },
  { id: 'o2', title: 'Dog', image: { url: 'https://images.example.org/dog.jpg' }, correct: false, order: 2 },
  { id: 'o3', title: 'Owl', image: null, correct: false, order: 3 },
];
const deck = { fontFamily: 'Plus Jakarta Sans', accessCode: '123456' };
const DRAWN = [uploaded.thumbnail, 'https://images.example.org/dog.jpg'];
const sources = (root: HTMLElement) => [...root.querySelectorAll('img')].map((image) => image.getAttribute('src'));

describe("the editor's slide preview of picture questions", () => {
  afterEach(cleanup);

  it.each(['bars', 'pie', 'donut'] as const)('Pick Image (%s): draws each option picture beside its entry, the same files the stage results draw', (typeChart) => {
    const slide = deckSlide('s1', 'pickImage', 1, { title: 'Which pet?', typeChart, options });
    const preview = render(<SlidePreview slide={slide} deck={deck} />).container;
    const entries = [...preview.querySelectorAll(typeChart === 'bars' ? '.slide__bar' : '.slide__legend li')];
    expect(entries.map((entry) => [entry.textContent, entry.querySelector('img')?.getAttribute('src') ?? null])).toEqual([
      ['Cat', uploaded.thumbnail],
      ['Dog', 'https://images.example.org/dog.jpg'],
      ['Owl', null],
    ]);
    cleanup();

    const stage = render(<ChoiceResults slide={fromDeckSlide(slide)} results={null} />).container;
    expect(sources(stage)).toEqual(DRAWN);
  });

  it('Image Choice: draws each option picture on its tile, the same files the stage draws while the question runs', () => {
    const slide = deckSlide('s1', 'pickAnswer', 1, { title: 'Which pet?', slideType: 'imageChoice', options });
    const preview = render(<SlidePreview slide={slide} deck={deck} />).container;
    const tiles = [...preview.querySelectorAll('.slide__tile')];
    expect(tiles.map((tile) => [tile.querySelector('.slide__tile-text')!.textContent, tile.querySelector('img')?.getAttribute('src') ?? null])).toEqual([
      ['Cat', uploaded.thumbnail],
      ['Dog', 'https://images.example.org/dog.jpg'],
      ['Owl', null],
    ]);
    cleanup();

    const stage = render(<QuestionPlay play={{ kind: 'choice', multiple: false, options: options.map(({ id, title, image }) => ({ id, title, image })) }} />).container;
    expect(sources(stage)).toEqual(DRAWN);
  });
});
