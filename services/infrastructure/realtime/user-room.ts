/** Spec doc 1 §7 "Real-time": every socket of a signed-in presenter or guest is in their user's room. */
export const userRoom = (userId: string) => `user:${userId}`;
