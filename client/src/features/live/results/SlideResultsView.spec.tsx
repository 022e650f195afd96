import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import '../../../i18n/index.js';
import type { SlideResults } from '../../../../../contracts/live/results.js';
import { readLiveSettings, type LiveSlide } from '../live-slide.js';
import { SlideResultsView } from './SlideResultsView.js';

const box = { width: 600, height: 300 };
const slide = (type: string, settings: Record<string, unknown>, options = ['Red', 'Blue']): LiveSlide => ({
  id: 's1',
  type,
  title: 'Question',
  options: options.map((title, index) => ({ id: `o${index + 1}`, title })),
  settings: readLiveSettings(settings),
});
const choice: SlideResults = { kind: 'choice', slideId: 's1', respondents: 4, counts: { o1: 3, o2: 1 } };

describe('live results', () => {
  afterEach(cleanup);

  it('draws a donut or a pie with a legend, in counts or in percentages', () => {
    const { container } = render(<SlideResultsView slide={slide('poll', { typeChart: 'donut', showPercentage: true })} results={choice} cloudBox={box} />);
    expect(container.querySelectorAll('svg path')).toHaveLength(2);
    expect(screen.getByRole('listitem', { name: 'Red: 3 (75%)' })).toBeTruthy();
    expect(screen.getByText('75%')).toBeTruthy();
    cleanup();
    render(<SlideResultsView slide={slide('multipleChoice', { typeChart: 'pie' })} results={choice} cloudBox={box} />);
    expect(screen.getByRole('listitem', { name: 'Blue: 1' })).toBeTruthy();
    expect(screen.getByTestId('respondents').textContent).toBe('4 responses');
  });

  it('ignores results that belong to another slide or kind', () => {
    render(<SlideResultsView slide={slide('poll', {})} results={{ ...choice, slideId: 'other' }} cloudBox={box} />);
    expect(screen.getByRole('listitem', { name: 'Red: 0' })).toBeTruthy();
    expect(screen.getByTestId('respondents').textContent).toBe('0 responses');
  });

  it('shows a scale’s average per statement and its spread', () => {
    render(
      <SlideResultsView
        slide={slide('scale', { scaleMin: 1, scaleMax: 5 }, ['Pace'])}
        results={{ kind: 'rating', slideId: 's1', respondents: 2, statements: { o1: { count: 2, average: 4.5, distribution: { '4': 1, '5': 1 } } } }}
        cloudBox={box}
      />,
    );
    expect(screen.getByTestId('rating-average').textContent).toBe('Average 4.5 out of 5');
    expect(screen.getByRole('listitem', { name: '5: 1' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: '1: 0' })).toBeTruthy();
  });

  it('lays open-ended answers out in a grid, newest first, or one by one following the newest', () => {
    const entry = (index: number) => ({ answerId: `a${index}`, audienceId: `p${index}`, name: index === 1 ? '' : `Person ${index}`, emoji: '🙂', text: `Idea ${index}`, submittedAt: '' });
    const results: SlideResults = { kind: 'text', slideId: 's1', respondents: 2, entries: [entry(1), entry(2)] };
    render(<SlideResultsView slide={slide('openEnded', { openEndedLayout: 'grid' })} results={results} cloudBox={box} />);
    expect(screen.getAllByText(/^Idea/).map((node) => node.textContent)).toEqual(['Idea 2', 'Idea 1']);
    expect(screen.getByText(/Anonymous/)).toBeTruthy();
    cleanup();
    const { rerender } = render(<SlideResultsView slide={slide('openEnded', { openEndedLayout: 'oneByOne' })} results={results} cloudBox={box} />);
    expect(screen.getByText('Idea 2')).toBeTruthy();
    expect(screen.getByText('Answer 2 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous answer' }));
    expect(screen.getByText('Idea 1')).toBeTruthy();
    // Stepped back: a new answer does not pull the presenter away from the one on screen.
    rerender(<SlideResultsView slide={slide('openEnded', { openEndedLayout: 'oneByOne' })} results={{ ...results, entries: [entry(1), entry(2), entry(3)] }} cloudBox={box} />);
    expect(screen.getByText('Idea 1')).toBeTruthy();
    expect(screen.getByText('Answer 1 of 3')).toBeTruthy();
  });

  it('offers word removal only when asked to', () => {
    const words: SlideResults = { kind: 'words', slideId: 's1', respondents: 1, entries: 1, words: [{ text: 'calm', count: 1, percent: 100, size: 90 }] };
    const removed: string[] = [];
    render(<SlideResultsView slide={slide('wordCloud', {})} results={words} cloudBox={box} onRemoveWord={(text) => removed.push(text)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove “calm” (1)' }));
    expect(removed).toEqual(['calm']);
  });
});
