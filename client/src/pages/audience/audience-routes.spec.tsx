import '../../test-support/jsdom-text-encoding.js';
import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeFetch, json } from '../../test-support/fake-fetch.js';
import { memoryStorage } from '../../test-support/fixtures.js';
import { renderApp } from '../../test-support/render-app.js';

const location = () => screen.getByTestId('location').textContent;

describe('audience routes', () => {
  afterEach(cleanup);

  it('takes a code typed on /join, spaces and all, to /{code}', async () => {
    const { fetchImpl } = fakeFetch({
      'GET /api/audience/presentation/123456': json(200, {
        presentationId: 'p1',
        presentationName: 'Team sync',
        live: false,
        heading: 'Welcome to my presentation',
        isAudienceAdmission: false,
        showEmojiAvatar: true,
        fields: [],
      }),
    });
    renderApp('/join', { fetchImpl, storage: memoryStorage() });
    const code = await screen.findByLabelText('Code');
    fireEvent.change(code, { target: { value: '12a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter the code as digits, e.g. 123456.');

    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(location()).toBe('/123456'));
    expect(await screen.findByRole('heading', { name: 'Not live yet' })).toBeTruthy();
  });

  it('sends a single-segment path that is not a code to the 404 page', async () => {
    const { fetchImpl } = fakeFetch({});
    renderApp('/not-a-code', { fetchImpl, storage: memoryStorage() });
    await waitFor(() => expect(location()).toBe('/pages/error-404'));
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});
