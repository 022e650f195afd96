import '../../../test-support/jsdom-text-encoding.js';
import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, render } from '@testing-library/react';
import '../../../i18n/index.js';
import { OPTION_COLOURS } from '../../live/results/chart-maths.js';
import { fromAudienceSlide } from '../../live/live-slide.js';
import { contrastRatio, TEXT_CONTRAST } from '../../../ui/contrast.js';
import { ChoiceAnswer } from './ChoiceAnswer.js';

const poll = (settings: Record<string, unknown>) =>
  fromAudienceSlide({ id: 's1', type: 'poll', slideType: null, title: 'Lunch?', options: ['Soup', 'Salad', 'Pasta'].map((title, index) => ({ id: `o${index}`, title, image: null })), settings, submissionsStopped: false });
const optionStyles = (root: Element) =>
  [...root.querySelectorAll<HTMLElement>('.choice-answer__option')].map((option) => ({ colour: option.style.getPropertyValue('--option-colour'), text: option.style.getPropertyValue('--option-text') }));

describe("a phone's answer options wear the stage's colours (issue 28)", () => {
  afterEach(cleanup);

  it("takes the deck's palette when the slide carries one, with each letter in a colour that reads on it", () => {
    const palette = ['#FDE047', '#F9A8D4', '#1F4D3A'];
    const styles = optionStyles(render(<ChoiceAnswer slide={poll({ chartColours: palette })} shuffleFor={null} disabled={false} onSubmit={() => undefined} />).container);
    expect(styles.map((style) => style.colour)).toEqual(palette);
    for (const style of styles) expect(contrastRatio(style.text, style.colour)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    // Light palette colours get dark letters; a dark one keeps white.
    expect(styles.map((style) => style.text)).toEqual(['#000000', '#000000', '#ffffff']);
  });

  it('keeps the option colours without a palette', () => {
    const styles = optionStyles(render(<ChoiceAnswer slide={poll({})} shuffleFor={null} disabled={false} onSubmit={() => undefined} />).container);
    expect(styles.map((style) => style.colour)).toEqual(OPTION_COLOURS.slice(0, 3));
  });
});
