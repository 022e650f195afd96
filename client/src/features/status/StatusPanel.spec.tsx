import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import '../../i18n/index.js';
import { StatusPanel } from './StatusPanel.js';
import { fetchHealthReport, HealthUnavailableError, type HealthReport } from './health-report.js';

const healthyReport: HealthReport = {
  status: 'ok',
  eventStore: { adapter: 'sqlite', headPosition: 1234 },
  readStore: { adapter: 'sqlite-documents' },
  projections: [
    { name: 'presentation-list', version: 3, checkpoint: 1230, lag: 4 },
    { name: 'slide-outline', version: 1, checkpoint: null, lag: null },
  ],
};

function fakeResponse(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

describe('StatusPanel', () => {
  let warn: jest.SpiedFunction<typeof console.warn>;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    warn.mockRestore();
  });

  it('says it is checking until the server answers', () => {
    render(<StatusPanel loadHealth={() => new Promise<HealthReport>(() => undefined)} />);

    expect(screen.getByRole('status').textContent).toBe('Checking the server…');
    expect(screen.getByRole('region', { name: 'Server status' }).getAttribute('aria-busy')).toBe('true');
  });

  it('renders the stores and projections the health report describes', async () => {
    render(<StatusPanel loadHealth={async () => healthyReport} />);

    const badge = await screen.findByText('Healthy');
    expect(badge.getAttribute('data-status')).toBe('ok');

    const eventStore = screen.getByRole('heading', { name: 'Event store' }).parentElement as HTMLElement;
    expect(within(eventStore).getByText('sqlite')).toBeTruthy();
    expect(within(eventStore).getByText('1,234')).toBeTruthy();
    const readStore = screen.getByRole('heading', { name: 'Read store' }).parentElement as HTMLElement;
    expect(within(readStore).getByText('sqlite-documents')).toBeTruthy();

    const rows = within(screen.getByRole('table', { name: 'Projections' })).getAllByRole('row');
    expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ['Name', 'Version', 'Checkpoint', 'Lag (events)'],
      ['presentation-list', '3', '1,230', '4'],
      ['slide-outline', '1', 'Not started', '—'],
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a status other than ok as it was reported, with each projection\'s state', async () => {
    const degraded: HealthReport = {
      ...healthyReport,
      status: 'degraded',
      projections: [
        { name: 'presentation-list', version: 3, checkpoint: 1230, lag: 4, state: 'failed' },
        { name: 'slide-outline', version: 1, checkpoint: 1234, lag: 0, state: 'live' },
        { name: 'live-results', version: 2, checkpoint: 0, lag: 1234, state: 'rebuilding' },
      ],
    };
    render(<StatusPanel loadHealth={async () => degraded} />);

    const badge = await screen.findByText('Status: degraded');
    expect(badge.getAttribute('data-status')).toBe('degraded');
    expect(screen.queryByText('Healthy')).toBeNull();
    const rows = within(screen.getByRole('table', { name: 'Projections' })).getAllByRole('row');
    expect(rows.map((row) => row.lastElementChild?.textContent)).toEqual(['State', 'Failed', 'Live', 'rebuilding']);
  });

  it('shows the cannot-connect notice with a working Reload button when the call fails', async () => {
    const onReload = jest.fn();
    render(
      <StatusPanel loadHealth={() => Promise.reject(new TypeError('Failed to fetch'))} onReload={onReload} />,
    );

    const notice = await screen.findByRole('alert');
    expect(within(notice).getByRole('heading', { name: 'Cannot connect to server' })).toBeTruthy();
    expect(within(notice).getByText('Please reload this page to try again.')).toBeTruthy();
    expect(warn).toHaveBeenCalledWith('Health check failed', expect.any(TypeError));

    fireEvent.click(within(notice).getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });
});

describe('fetchHealthReport', () => {
  const signal = new AbortController().signal;

  it('asks /api/health for JSON and returns the parsed report', async () => {
    const fetchImpl = jest.fn<typeof fetch>(async () => fakeResponse(200, healthyReport));

    await expect(fetchHealthReport(signal, fetchImpl)).resolves.toEqual(healthyReport);
    expect(fetchImpl).toHaveBeenCalledWith('/api/health', { signal, headers: { Accept: 'application/json' } });
  });

  it('accepts an unhealthy server that still describes itself', async () => {
    const degraded = { ...healthyReport, status: 'degraded' };
    const fetchImpl = jest.fn<typeof fetch>(async () => fakeResponse(503, degraded));

    await expect(fetchHealthReport(signal, fetchImpl)).resolves.toEqual(degraded);
  });

  it('rejects an answer that is not a health report, such as a proxy error page', async () => {
    const fetchImpl = jest.fn<typeof fetch>(async () => fakeResponse(502, { message: 'Bad Gateway' }));

    await expect(fetchHealthReport(signal, fetchImpl)).rejects.toBeInstanceOf(HealthUnavailableError);
  });
});
