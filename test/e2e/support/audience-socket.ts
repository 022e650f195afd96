import { expect, type APIRequestContext } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';

/** An audience member over the live socket, for tests about what people send rather than how a phone sends it. */
export async function joinOverSocket(request: APIRequestContext, baseURL: string, accessCode: string, name: string): Promise<Socket> {
  const response = await request.post('/api/audience/join', { data: { accessCode, name } });
  expect(response.status()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  const socket = io(baseURL, { auth: { token }, transports: ['websocket'], forceNew: true, reconnection: false });
  await new Promise<void>((resolve) => socket.once('session:state', () => resolve()));
  return socket;
}
