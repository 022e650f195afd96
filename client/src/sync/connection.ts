/** Spec doc 1 §3 "Connection quality values". */
export type ConnectionQuality = 'good' | 'unstable' | 'error' | 'reconnecting';

/** The socket as the transport reports it; `disconnected` is after more than 3 failed reconnect attempts. */
export type SocketState = 'connecting' | 'connected' | 'reconnecting' | 'disconnected';

/** Spec doc 1 §4 "Connection": the real-time socket is marked disconnected after more than 3 reconnect attempts. */
export const MAX_RECONNECT_ATTEMPTS_BEFORE_DISCONNECTED = 3;

export interface ConnectionInputs {
  /** navigator.onLine: going offline sets the user connection to error, coming online to good. */
  readonly online: boolean;
  readonly socket: SocketState;
  /** A command failed without a business reason (timeout, server fault): the general API is unstable. */
  readonly apiUnstable: boolean;
}

/**
 * Spec doc 1 §4: "displayed reconnecting when reconnecting or when the user connection has an error; otherwise
 * unstable when the general API is unstable; otherwise good". A socket that gave up reconnecting is shown as error.
 */
export function displayedConnection({ online, socket, apiUnstable }: ConnectionInputs): ConnectionQuality {
  if (socket === 'disconnected') return 'error';
  if (!online || socket === 'reconnecting' || socket === 'connecting') return 'reconnecting';
  if (apiUnstable) return 'unstable';
  return 'good';
}
