import { describe, expect, it } from '@jest/globals';
import { displayedConnection } from './connection.js';

describe('the connection indicator (spec doc 1 §4 "Connection")', () => {
  const good = { online: true, socket: 'connected', apiUnstable: false } as const;

  it('is good when online, connected and the API answers', () => {
    expect(displayedConnection(good)).toBe('good');
  });

  it('is unstable when a command failed without a business reason', () => {
    expect(displayedConnection({ ...good, apiUnstable: true })).toBe('unstable');
  });

  it('shows reconnecting while the socket reconnects, and when the browser is offline (user connection error)', () => {
    expect(displayedConnection({ ...good, socket: 'reconnecting' })).toBe('reconnecting');
    expect(displayedConnection({ ...good, online: false })).toBe('reconnecting');
    expect(displayedConnection({ ...good, online: false, apiUnstable: true })).toBe('reconnecting');
  });

  it('is error once the socket is marked disconnected (more than 3 reconnect attempts)', () => {
    expect(displayedConnection({ ...good, socket: 'disconnected' })).toBe('error');
    expect(displayedConnection({ ...good, socket: 'disconnected', online: false })).toBe('error');
  });
});
