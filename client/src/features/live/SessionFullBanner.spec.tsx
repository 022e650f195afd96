import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, render, screen } from '@testing-library/react';
import '../../i18n/index.js';
import { SessionFullBanner } from './SessionFullBanner.js';

describe('the session-full banner', () => {
  afterEach(cleanup);

  it('names the plan when the live notice says which', () => {
    render(<SessionFullBanner notice={{ plan: 'free', limit: 50, refused: 1 }} />);
    expect(screen.getByRole('alert').textContent).toContain('The free plan allows 50 participants, so 1 person could not join.');
  });

  it('says “your plan” in a whole sentence when only the counts are known', () => {
    render(<SessionFullBanner notice={{ plan: null, limit: 50, refused: 3 }} />);
    expect(screen.getByRole('alert').textContent).toContain('Your plan allows 50 participants, so 3 people could not join.');
  });
});
