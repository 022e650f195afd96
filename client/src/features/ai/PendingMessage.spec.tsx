import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, render, screen } from '@testing-library/react';
import '../../i18n/index.js';
import { PendingMessage } from './PendingMessage.js';

describe('the pending AI message (spec doc 3 §4)', () => {
  afterEach(() => {
    cleanup();
    jest.useRealTimers();
  });

  it('rotates through 7 phrases, one every 5 seconds, and starts over', () => {
    jest.useFakeTimers();
    render(
      <ol>
        <PendingMessage />
      </ol>,
    );
    const shown: string[] = [screen.getByRole('listitem').textContent ?? ''];
    act(() => jest.advanceTimersByTime(4_999));
    expect(screen.getByRole('listitem').textContent).toBe(shown[0]);
    act(() => jest.advanceTimersByTime(1));
    for (let step = 1; step < 8; step += 1) {
      shown.push(screen.getByRole('listitem').textContent ?? '');
      act(() => jest.advanceTimersByTime(5_000));
    }
    expect(shown[0]).toBe('Processing your request...');
    expect(new Set(shown.slice(0, 7)).size).toBe(7);
    expect(shown[7]).toBe(shown[0]);
  });
});
