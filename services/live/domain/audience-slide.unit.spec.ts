import { describe, expect, it } from '@jest/globals';
import type { DeckSlide } from '../../../contracts/deck/read-model.js';
import { DEFAULT_PRESENTATION_SETTINGS } from '../../../contracts/deck/settings.js';
import { audienceSlide } from './live-slide.js';
import { shuffledFor } from './option-order.js';
import { linksOf } from './slide-links.js';

const slide = (fields: Partial<DeckSlide>): DeckSlide => ({
  id: 's1',
  type: 'poll',
  slideType: null,
  order: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  version: 1,
  title: 'Question',
  options: ['Red', 'Blue', 'Green', 'Gold'].map((title, index) => ({ id: `o${index + 1}`, title, image: null, correct: index === 1, order: index + 1 })),
  hints: [],
  embed: null,
  ...fields,
});
const off = DEFAULT_PRESENTATION_SETTINGS;
const textBlock = (value: string) => ({ id: 'b1', type: 'RichText' as const, tag: 'content' as const, content: { value }, style: { width: 100, height: 100, transform: '' } });

describe('what phones get of a slide, by the deck settings', () => {
  it('sends nothing extra with every switch off', () => {
    const sent = audienceSlide(slide({ notes: '<p>Secret</p>', addCorrectOption: true, showCorrectOption: true }), false, off);
    expect(Object.keys(sent).sort()).toEqual(['id', 'options', 'settings', 'slideType', 'submissionsStopped', 'title', 'type']);
  });

  it("sends the deck's palette and font with the slide, so phones draw charts as the stage does", () => {
    const palette = ['#F472B6', '#FACC15'];
    expect(audienceSlide(slide({}), false, off, 'Montserrat', palette).settings).toMatchObject({ fontFamily: 'Montserrat', chartColours: palette });
    expect(audienceSlide(slide({}), false, off, 'Montserrat', null).settings.chartColours).toBeUndefined();
    expect(audienceSlide(slide({}), false, off, 'Montserrat', []).settings.chartColours).toBeUndefined();
  });

  it('marks a choice slide for per-phone shuffling and a moderated slide as held for approval', () => {
    expect(audienceSlide(slide({}), false, { ...off, areSlideOptionsShuffling: true }).shuffleOptions).toBe(true);
    expect(audienceSlide(slide({ type: 'wordCloud' }), false, { ...off, areSlideOptionsShuffling: true }).shuffleOptions).toBeUndefined();
    expect(audienceSlide(slide({ type: 'openEnded' }), false, { ...off, isModerationMode: true }).heldForApproval).toBe(true);
    expect(audienceSlide(slide({ type: 'poll' }), false, { ...off, isModerationMode: true }).heldForApproval).toBeUndefined();
  });

  it('shares the notes only with enableCopySlideNote, and the slide text links only with showHyperLink', () => {
    const withText = slide({ type: 'freestyle', notes: '<p>Read <a href="https://example.com/a">this</a></p>', canvasBlocks: [textBlock('<p>See <a href="https://example.com/docs?a=1&amp;b=2">the docs</a></p>')] });
    expect(audienceSlide(withText, false, { ...off, enableCopySlideNote: true }).notes).toBe('<p>Read <a href="https://example.com/a">this</a></p>');
    expect(audienceSlide(withText, false, { ...off, showHyperLink: true }).links).toEqual([{ href: 'https://example.com/docs?a=1&b=2', text: 'the docs' }]);
    // The shared notes' links are the slide's links too.
    expect(audienceSlide(withText, false, { ...off, showHyperLink: true, enableCopySlideNote: true }).links).toEqual([
      { href: 'https://example.com/docs?a=1&b=2', text: 'the docs' },
      { href: 'https://example.com/a', text: 'this' },
    ]);
    expect(audienceSlide(slide({ notes: '<p> </p>' }), false, { ...off, enableCopySlideNote: true }).notes).toBeUndefined();
  });

  it('marks a poll’s correct options once submissions close, with addCorrectOption and showCorrectOption on', () => {
    const marked = slide({ addCorrectOption: true, showCorrectOption: true });
    expect(audienceSlide(marked, false, off).correctOptionIds).toBeUndefined();
    expect(audienceSlide(marked, true, off).correctOptionIds).toEqual(['o2']);
    expect(audienceSlide({ ...marked, showCorrectOption: false }, true, off).correctOptionIds).toBeUndefined();
    expect(audienceSlide({ ...marked, addCorrectOption: false }, true, off).correctOptionIds).toBeUndefined();
  });
});

describe('hints', () => {
  it('go to phones with a quiz question, and with nothing else', () => {
    const hints = [{ id: 'h1', text: '<p>It is a <b>gas</b> giant</p>', image: { url: 'https://example.com/jupiter.png' } }];
    expect(audienceSlide(slide({ type: 'pickAnswer', hints }), false, off).hints).toEqual(hints);
    expect(audienceSlide(slide({ type: 'poll', hints }), false, off).hints).toBeUndefined();
  });
});

describe('links in rich text', () => {
  it('finds absolute links once each, with their text, and ignores relative and unclosed ones', () => {
    expect(linksOf('<p><a href="mailto:a@b.c">Mail</a> <a href="/local">x</a> <a href="https://x.org" target="_blank"><b>X</b></a> <a href="https://x.org">again</a> <a href="https://y.org">')).toEqual([
      { href: 'mailto:a@b.c', text: 'Mail' },
      { href: 'https://x.org', text: 'X' },
    ]);
  });

  it('stays proportional to the text for many unclosed anchors', () => {
    expect(linksOf('<a href="https://x.org">'.repeat(5_000))).toEqual([]);
  });
});

describe('per-phone option order', () => {
  const options = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({ id }));
  it('is the same every time for one phone and slide, a permutation of the options, and differs between phones', () => {
    const first = shuffledFor(options, 'phone-1', 's1');
    expect(shuffledFor(options, 'phone-1', 's1')).toEqual(first);
    expect([...first].sort((x, y) => (x.id < y.id ? -1 : 1))).toEqual(options);
    const orders = new Set(['phone-1', 'phone-2', 'phone-3', 'phone-4'].map((phone) => shuffledFor(options, phone, 's1').map((option) => option.id).join('')));
    expect(orders.size).toBeGreaterThan(1);
  });
});
