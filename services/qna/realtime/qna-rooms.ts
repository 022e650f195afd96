/** The phones that show a session's Q&A list (they subscribed). */
export const qnaRoom = (sessionId: string) => `qna:${sessionId}`;
