/** The sockets that show a session's chat (they subscribed): phones and the presenter's screens. */
export const chatRoom = (sessionId: string) => `chat:${sessionId}`;
