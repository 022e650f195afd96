import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import '../../i18n/index.js';
import { PrivateFeedbackForm } from './PrivateFeedbackForm.js';

describe('private feedback at the end of a session', () => {
  afterEach(cleanup);

  it('sends the rating and the comment once a rating is chosen, then thanks the person', async () => {
    const onSend = jest.fn(async (_rating: number, _comment: string) => ({ ok: true as const }));
    render(<PrivateFeedbackForm onSend={onSend} />);
    const send = screen.getByRole('button', { name: 'Send rating' });
    expect(send).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    fireEvent.change(screen.getByLabelText('Anything to add? (optional)'), { target: { value: '  Clear and short  ' } });
    fireEvent.click(send);
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Thank you: the presenter will see your rating.');
    expect(onSend).toHaveBeenCalledWith(4, 'Clear and short');
  });

  it('says so when the rating did not arrive, and lets the person try again', async () => {
    const onSend = jest.fn(async (_rating: number, _comment: string) => ({ ok: false as const, message: null }));
    render(<PrivateFeedbackForm onSend={onSend} />);
    fireEvent.click(screen.getByRole('radio', { name: '1 star' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Your rating did not reach the presenter. Try again.');
    expect(screen.getByRole('button', { name: 'Send rating' })).toHaveProperty('disabled', false);
  });
});
