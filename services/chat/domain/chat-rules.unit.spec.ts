import type { ChatEntry } from '../../../contracts/chat/messages.js';
import { appendEntries, chatAvailable, chatColourOf, chatVisible, keepNewest } from './chat-rules.js';

const off = { isEnableChat: false, audiencePacing: false, privateMode: false };
const on = { ...off, isEnableChat: true };

describe('Chat visibility (spec doc 2 §4: enabled, no audience pacing, no private mode, in the lobby, presenting and not sharing)', () => {
  it('is available only when chat is enabled, without audience pacing and without private mode', () => {
    expect(chatAvailable(on)).toBe(true);
    expect(chatAvailable(off)).toBe(false);
    expect(chatAvailable({ ...on, audiencePacing: true })).toBe(false);
    expect(chatAvailable({ ...on, privateMode: true })).toBe(false);
  });

  it('shows in the lobby or while presenting, never on the share page', () => {
    expect(chatVisible(true, { inLobby: true, presenting: false, sharing: false })).toBe(true);
    expect(chatVisible(true, { inLobby: false, presenting: true, sharing: false })).toBe(true);
    expect(chatVisible(true, { inLobby: false, presenting: false, sharing: false })).toBe(false);
    expect(chatVisible(true, { inLobby: false, presenting: true, sharing: true })).toBe(false);
    expect(chatVisible(false, { inLobby: true, presenting: true, sharing: false })).toBe(false);
  });
});

describe('Chat keeps at most 200 messages (spec doc 2 §5, §9)', () => {
  it('keeps the newest 200', () => {
    const entries = Array.from({ length: 230 }, (_, index) => index);
    expect(keepNewest(entries)).toEqual(entries.slice(30));
    expect(keepNewest([1, 2, 3])).toEqual([1, 2, 3]);
  });

  it('appends and drops the oldest past the limit', () => {
    const entry = (id: string): ChatEntry => ({ type: 'change-online-status', id, timestamp: '2026-03-01T09:00:00.000Z', text: 'hasJoined', name: id, userId: id });
    const full = Array.from({ length: 200 }, (_, index) => entry(`e${index}`));
    const next = appendEntries(full, [entry('new')]);
    expect(next).toHaveLength(200);
    expect(next[0]!.id).toBe('e1');
    expect(next.at(-1)!.id).toBe('new');
  });

  it('gives each person one colour (doc 2 §3 "color")', () => {
    expect(chatColourOf('ann')).toBe(chatColourOf('ann'));
    expect(chatColourOf('ann')).toMatch(/^#[0-9a-f]{6}$/);
  });
});
