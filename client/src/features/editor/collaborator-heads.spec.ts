import { describe, expect, it } from '@jest/globals';
import { collaboratorHeads, MAX_HEADS } from './collaborator-heads.js';

const editor = (userId: string, name: string, connectionId = `${userId}-c`) => ({ connectionId, userId, name });

describe('collaboratorHeads (spec doc 1 §9: at most 3 online collaborator heads)', () => {
  it('shows one head per person, at most three, and counts the rest', () => {
    const others = [
      editor('u1', 'Grace Hopper'),
      editor('u1', 'Grace Hopper', 'second-tab'),
      editor('u2', 'linus'),
      editor('u3', 'Ada King Lovelace'),
      editor('u4', 'Barbara'),
      editor('u5', 'Alan'),
    ];
    const { heads, more } = collaboratorHeads(others, 'me');
    expect(heads).toHaveLength(MAX_HEADS);
    expect(heads.map((head) => head.initials)).toEqual(['GH', 'L', 'AL']);
    expect(more).toBe(2);
  });

  it('marks the user themself in another window', () => {
    const { heads, more } = collaboratorHeads([editor('me', 'Ada Lovelace')], 'me');
    expect(heads).toEqual([{ userId: 'me', name: 'Ada Lovelace', initials: 'AL', self: true }]);
    expect(more).toBe(0);
  });
});
