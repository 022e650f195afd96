import type { ConnectLive, LiveConnection } from '../live/live-socket.js';

/**
 * The quiz listens on the live socket the screen already has (one connection per screen): this hands every
 * connection the live screen opens to the quiz as well, before anything arrives on it.
 */
export function connectingAlso(connect: ConnectLive, attach: (connection: LiveConnection) => void): ConnectLive {
  return (token) => {
    const connection = connect(token);
    attach(connection);
    return connection;
  };
}
