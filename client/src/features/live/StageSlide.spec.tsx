import '../../test-support/jsdom-text-encoding.js';
import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import '../../i18n/index.js';
import { DEFAULT_PRESENTATION_ATTRIBUTES } from '../../../../contracts/deck/attributes.js';
import type { OpenEndedEntry } from '../../../../contracts/live/results.js';
import { OFFICIAL_THEMES, officialThemeLook } from '../../../../contracts/themes/official-themes.js';
import { contrastRatio, TEXT_CONTRAST } from '../../ui/contrast.js';
import { STAGE_QUESTION } from '../slide-view/stage-text.js';
import { deckSlide } from './deck-fixture.js';
import { fromAudienceSlide, fromDeckSlide } from './live-slide.js';
import { OPTION_COLOURS } from './results/chart-maths.js';
import { ChoiceResults } from './results/ChoiceResults.js';
import { OpenEndedResults } from './results/OpenEndedResults.js';
import { SlideContent } from './SlideContent.js';
import { StageSlide } from './StageSlide.js';

const deck = { fontFamily: 'Plus Jakarta Sans', accessCode: '123456' };
const question600 = 'How should a team that ships every week decide what to build next, who to ask, and when to stop? '.repeat(7).slice(0, 600);
const colours = (root: Element, selector: string) => [...root.querySelectorAll<HTMLElement>(selector)].map((element) => element.style.background);
const hex = (colour: string) => {
  const [r, g, b] = colour.match(/\d+/g)!.map(Number);
  return `#${[r, g, b].map((value) => value!.toString(16).padStart(2, '0')).join('')}`;
};

describe('one renderer for the stage', () => {
  afterEach(cleanup);

  it.each(['bars', 'donut'] as const)("the editor's canvas draws a %s poll with the stage's chart and the stage's option colours", (typeChart) => {
    const slide = deckSlide('s1', 'poll', 1, { title: 'Favourite language?', typeChart }, ['TypeScript', 'Rust', 'Go', 'Python']);
    const editor = render(<StageSlide slide={slide} deck={deck} />).container;
    expect(editor.querySelector('[data-renderer="stage"]')).not.toBeNull();
    const chart = typeChart === 'bars' ? '.choice-bars' : '.choice-round';
    // Horizontal rows of label, bar and count: the stage's chart, not the old vertical preview bars.
    expect(editor.querySelector(chart)).not.toBeNull();
    expect(editor.querySelector('.slide__bars')).toBeNull();
    const swatch = typeChart === 'bars' ? '.choice-bars__letter' : '.choice-round__swatch';
    const drawn = colours(editor, swatch).map(hex);
    expect(drawn).toEqual(OPTION_COLOURS.slice(0, 4).map((colour) => colour.toLowerCase()));
    cleanup();
    const stage = render(<ChoiceResults slide={fromDeckSlide(slide)} results={null} />).container;
    expect(colours(stage, swatch).map(hex)).toEqual(drawn);
  });

  it("draws charts in the deck's palette when its theme has one, on the stage and on a phone, letters readable on each colour", () => {
    const party = officialThemeLook(OFFICIAL_THEMES.find((theme) => theme.themeName === 'Party')!).colorPalette!.colors;
    const poll = deckSlide('s1', 'poll', 1, { title: 'Favourite language?', typeChart: 'bars' }, ['TypeScript', 'Rust', 'Go', 'Python']);
    const themed = { ...deck, attributes: { ...DEFAULT_PRESENTATION_ATTRIBUTES, colorPalette: { colors: [...party], lighterColors: [...party] } } };
    const stage = render(<StageSlide slide={poll} deck={themed} />).container;
    expect(colours(stage, '.choice-bars__letter').map(hex)).toEqual(party.slice(0, 4).map((colour) => colour.toLowerCase()));
    for (const letter of stage.querySelectorAll<HTMLElement>('.choice-bars__letter')) {
      expect(contrastRatio(hex(letter.style.color), hex(letter.style.background))).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
    cleanup();
    // A phone gets the palette inside the slide (audienceSlide's settings.chartColours) and draws the same colours.
    const onPhone = fromAudienceSlide({ id: 's1', type: 'poll', slideType: null, title: poll.title!, options: poll.options.map(({ id, title }) => ({ id, title, image: null })), settings: { typeChart: 'bars', chartColours: party }, submissionsStopped: false });
    const phone = render(<ChoiceResults slide={onPhone} results={null} size="compact" />).container;
    expect(colours(phone, '.choice-bars__letter').map(hex)).toEqual(party.slice(0, 4).map((colour) => colour.toLowerCase()));
    cleanup();
    // A scale slide's statements take the palette too; a deck without one keeps the option colours.
    const scale = deckSlide('s2', 'scale', 2, { title: 'Rate it' }, ['Pace', 'Content']);
    const rated = render(<SlideContent slide={scale} results={{ kind: 'rating', slideId: 's2', respondents: 1, statements: { [scale.options[0]!.id]: { count: 1, average: 4, distribution: { '4': 1 } } } }} submissionsStopped={false} joinUrl={null} chartColours={party} />).container;
    expect(colours(rated, '.rating-results__marker').map(hex)).toEqual([party[0]!.toLowerCase()]);
    cleanup();
    const plain = render(<StageSlide slide={poll} deck={deck} />).container;
    expect(colours(plain, '.choice-bars__letter').map(hex)).toEqual(OPTION_COLOURS.slice(0, 4).map((colour) => colour.toLowerCase()));
  });

  it('shows an unwritten question as its placeholder in the editor, and nothing on the stage', () => {
    const slide = deckSlide('s1', 'poll', 1, { title: 'Click to add question' }, ['A', 'B']);
    render(<StageSlide slide={slide} deck={deck} />);
    expect(screen.getByRole('heading', { name: 'Click to add question' })).toBeTruthy();
    cleanup();
    render(<SlideContent slide={slide} results={null} submissionsStopped={false} joinUrl={null} />);
    expect(screen.queryByRole('heading', { name: 'Click to add question' })).toBeNull();
  });
});

describe('text that fits the stage', () => {
  afterEach(cleanup);

  it('draws a 600-character question smaller, within the readable minimum, whole, above its 4 options', () => {
    const slide = deckSlide('s1', 'poll', 1, { title: question600 }, ['TypeScript', 'JavaScript', 'Rust', 'Go']);
    render(<SlideContent slide={slide} results={null} submissionsStopped={false} joinUrl={null} />);
    const title = screen.getByRole('heading', { level: 1 });
    expect(title.textContent).toBe(question600);
    const size = Number(title.dataset.fontSize);
    expect(size).toBeLessThan(STAGE_QUESTION.range.max);
    expect(size).toBeGreaterThanOrEqual(STAGE_QUESTION.range.min);
    expect(title.style.fontSize).toBe(`${size}px`);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('cuts a question too long even at the minimum, with the whole of it a click away', () => {
    const slide = deckSlide('s1', 'poll', 1, { title: `${question600} ${question600} ${question600}` }, ['Yes', 'No']);
    render(<SlideContent slide={slide} results={null} submissionsStopped={false} joinUrl={null} />);
    const title = screen.getByRole('heading', { level: 1 });
    expect(title.dataset.truncated).toBe('true');
    expect(title.getAttribute('title')).toBe(`${question600} ${question600} ${question600}`);
    fireEvent.click(screen.getByRole('button', { name: 'Show all' }));
    expect(title.style.webkitLineClamp).toBe('');
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('puts a 1,000-character answer on the wall among 20 short ones, cut, and opens it whole on the stage', () => {
    const entries: OpenEndedEntry[] = Array.from({ length: 21 }, (_, index) => ({
      answerId: `a${index}`,
      text: index === 10 ? 'A very long answer that keeps going. '.repeat(28).slice(0, 1000) : `Short ${index}`,
      name: `Person ${index}`,
      emoji: '🦊',
      submittedAt: '2026-11-26T10:00:00.000Z',
    }));
    render(<OpenEndedResults entries={entries} layout="grid" size="stage" />);
    const wall = screen.getByRole('list', { name: 'Answers' });
    expect(wall.querySelectorAll('.open-wall__card')).toHaveLength(21);
    expect(wall.querySelectorAll('[data-truncated="true"]')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Show all of Person 10’s answer' }));
    const reading = document.querySelector('.open-wall__reading')!;
    expect(within(reading as HTMLElement).getByText(entries[10]!.text)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close the answer' }));
    expect(document.querySelector('.open-wall__reading')).toBeNull();
  });
});
