import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import '../../i18n/index.js';
import type { Reaction } from '../../../../contracts/live/constants.js';
import { ReactionsBar } from './ReactionsBar.js';

describe('the reactions bar', () => {
  afterEach(cleanup);

  it('passes on every tap, however quick: Like, Like, Love are three reactions (issue 26)', () => {
    const tapped: Reaction[] = [];
    render(<ReactionsBar onReact={(reaction) => tapped.push(reaction)} disabled={false} />);
    const buttons = screen.getAllByRole('button');
    fireEvent.click(buttons[0]!);
    fireEvent.click(buttons[0]!);
    fireEvent.click(buttons[1]!);
    expect(tapped).toEqual(['like', 'like', 'heart']);
  });
});
