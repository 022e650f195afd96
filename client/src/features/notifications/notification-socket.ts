import { io } from 'socket.io-client';
import { NOTIFICATION_SOCKET_EVENT, type NewNotificationMessage } from '../../../../contracts/notifications/notifications.js';

/**
 * The signed-in user's socket for notifications (spec doc 1 §7 "Real-time"): the server puts it in the user's room
 * and pushes `new-notification` there. Answers a function that closes it.
 */
export function followNotifications(token: () => Promise<string | null>, onNotification: (message: NewNotificationMessage) => void, onReconnect: () => void): () => void {
  const socket = io({
    auth: (callback: (data: object) => void) => void token().then((value) => callback({ token: value })),
    transports: ['websocket', 'polling'],
  });
  socket.on(NOTIFICATION_SOCKET_EVENT, onNotification);
  // What arrived while disconnected is read again from the list.
  socket.io.on('reconnect', onReconnect);
  return () => {
    socket.off(NOTIFICATION_SOCKET_EVENT, onNotification);
    socket.disconnect();
  };
}
