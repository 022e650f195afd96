import { describe, expect, it } from '@jest/globals';
import type { ChatEntry } from '../../../../contracts/chat/messages.js';
import { FakeLiveConnection } from '../live/fake-live-connection.js';
import { ChatStoredCopy, type StoredCopyClock } from './chat-stored-copy.js';
import { LiveChat } from './live-chat.js';

const DAY = 24 * 60 * 60 * 1000;

function message(id: string): ChatEntry {
  return { type: 'message', id, timestamp: '2026-11-26T10:00:00Z', message: `Message ${id}`, role: 'audience', name: 'Ada', avatar: null, teamName: null, color: '#336699', userId: 'a1', received: true };
}

/** A clock the spec moves by hand, with the timers it would fire. */
class ManualClock implements StoredCopyClock {
  time = 1_000_000;
  private timers: { at: number; run: () => void }[] = [];
  now = () => this.time;
  setTimeout = (run: () => void, ms: number) => {
    const timer = { at: this.time + ms, run };
    this.timers.push(timer);
    return timer;
  };
  clearTimeout = (handle: unknown) => {
    this.timers = this.timers.filter((timer) => timer !== handle);
  };
  advance(ms: number): void {
    this.time += ms;
    const due = this.timers.filter((timer) => timer.at <= this.time);
    this.timers = this.timers.filter((timer) => timer.at > this.time);
    for (const timer of due) timer.run();
  }
}

class MemoryStorage {
  readonly items = new Map<string, string>();
  writes = 0;
  get length() {
    return this.items.size;
  }
  key = (index: number) => [...this.items.keys()][index] ?? null;
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => {
    this.writes += 1;
    this.items.set(key, value);
  };
  removeItem = (key: string) => {
    this.items.delete(key);
  };
}

describe('the chat’s copy on the device (spec doc 2 §9: 30 days, written at most every 10 seconds)', () => {
  it('writes at once, then at most every 10 seconds with the latest messages', () => {
    const storage = new MemoryStorage();
    const clock = new ManualClock();
    const copy = new ChatStoredCopy(storage, clock);
    copy.save('s1', [message('a')]);
    expect(storage.writes).toBe(1);
    copy.save('s1', [message('a'), message('b')]);
    copy.save('s1', [message('a'), message('b'), message('c')]);
    clock.advance(9_999);
    expect(storage.writes).toBe(1);
    clock.advance(1);
    expect(storage.writes).toBe(2);
    expect(copy.read('s1').map((entry) => entry.id)).toEqual(['a', 'b', 'c']);
  });

  it('forgets a copy older than 30 days, and clearing empties it', () => {
    const storage = new MemoryStorage();
    const clock = new ManualClock();
    const copy = new ChatStoredCopy(storage, clock);
    copy.save('old', [message('a')]);
    clock.advance(10 * DAY);
    copy.save('s1', [message('b')]);
    clock.advance(20 * DAY);
    expect(copy.read('s1').map((entry) => entry.id)).toEqual(['b']);
    expect(storage.items.has('liveslides.chat.old')).toBe(false);
    copy.clear('s1');
    expect(copy.read('s1')).toEqual([]);
  });

  it('shows the stored messages on a phone as soon as the chat is there, and the server’s clear empties the copy', () => {
    const storage = new MemoryStorage();
    const clock = new ManualClock();
    new ChatStoredCopy(storage, clock).save('s1', [message('a'), message('b')]);
    const connection = new FakeLiveConnection();
    const chat = new LiveChat(null, () => 'id', new ChatStoredCopy(storage, clock));
    chat.attach(connection);
    connection.serverConnects();
    connection.push('chat:settings', { sessionId: 's1', available: true });
    expect(chat.current().entries.map((entry) => entry.id)).toEqual(['a', 'b']);
    connection.push('chat:cleared', { sessionId: 's1' });
    expect(chat.current().entries).toEqual([]);
    expect(storage.items.size).toBe(0);
  });
});
