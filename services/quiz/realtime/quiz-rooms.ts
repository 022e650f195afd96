/** One audience member's own room: per-question feedback goes only to them (on every node). */
export const memberRoom = (sessionId: string, audienceId: string) => `audience:${sessionId}:${audienceId}`;
