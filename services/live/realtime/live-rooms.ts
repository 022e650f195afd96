/** Socket.io rooms of a live session. */
export const audienceRoom = (sessionId: string) => `audience:${sessionId}`;
export const presenterRoom = (presentationId: string) => `presenter:${presentationId}`;
