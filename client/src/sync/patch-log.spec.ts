import { describe, expect, it } from '@jest/globals';
import { applyPatches } from 'immer';
import type { DeckCommand } from '../../../contracts/deck/deck-commands.js';
import { createdEvent, PRESENTATION_ID, recorded } from '../test-support/fake-deck-server.js';
import { foldDeck } from './fold.js';
import { PatchLog } from './patch-log.js';
import { predictEvents } from './predict.js';

const presentationId = PRESENTATION_ID;
const base = () => foldDeck(null, [createdEvent()])!;

/** The server's events for a command, with its own ids (what an ack carries). */
function serverEvents(log: PatchLog, command: DeckCommand, commandId: string, ids: string[]) {
  const deck = log.confirmed!;
  let next = 0;
  const events = predictEvents(deck, command, { newId: () => ids[next++] ?? `extra-${next}`, now: '2026-01-02T00:00:00.000Z' });
  return events.map((event, index) => recorded(event, log.revision + 1 + index, commandId));
}

const addPoll: DeckCommand = { type: 'AddSlide', data: { presentationId, type: 'poll' } };

describe('PatchLog: apply', () => {
  it('shows an action at once as one entry with its command, inverse command, patches and inverse patches', () => {
    const log = new PatchLog(base(), 0);
    const entry = log.apply(addPoll, 'm1');

    expect(log.state!.slides).toHaveLength(1);
    expect(log.state!.slides[0]).toMatchObject({ type: 'poll', title: 'Click to add question', order: 1 });
    expect(log.confirmed!.slides).toHaveLength(0);
    expect(entry).toMatchObject({ mutationId: 'm1', command: addPoll, status: 'queued', origin: 'action' });
    expect(entry.inverse).toEqual({ type: 'DeleteSlides', data: { presentationId, slideIds: [log.state!.slides[0]!.id] } });
    expect(entry.patches.length).toBeGreaterThan(0);
    // The inverse patches take the optimistic deck back to exactly the confirmed one.
    expect(applyPatches(log.state!, entry.inversePatches)).toEqual(log.confirmed);
  });

  it('records small patches: a title edit patches that one field of that one slide', () => {
    const log = new PatchLog(base(), 0);
    log.receive(serverEvents(log, addPoll, 'm0', ['s1', 'o1', 'o2', 'o3']));
    const entry = log.apply({ type: 'PatchSlide', data: { presentationId, slideId: 's1', fields: { title: 'Lunch?' } } }, 'm1');

    const paths = entry.patches.map((patch) => patch.path.join('.'));
    expect(paths).toContain('slides.0.title');
    expect(paths.every((path) => path.startsWith('slides.0.') || ['updatedAt', 'revision'].includes(path))).toBe(true);
    expect(entry.inverse).toEqual({ type: 'PatchSlide', data: { presentationId, slideId: 's1', fields: { title: 'Click to add question' } } });
  });
});

describe('PatchLog: ack', () => {
  it('settles the entry, confirms the server events, and maps stand-in ids to the real ones', () => {
    const log = new PatchLog(base(), 0);
    const entry = log.apply(addPoll, 'm1');
    const localId = log.state!.slides[0]!.id;
    const events = serverEvents(log, addPoll, 'm1', ['slide-9', 'opt-1', 'opt-2', 'opt-3']);

    const result = log.acknowledge('m1', events);

    expect(result.settled).toEqual([{ kind: 'accepted', entry, events }]);
    expect(log.pending).toHaveLength(0);
    expect(log.revision).toBe(events.at(-1)!.revision);
    expect(log.state).toBe(log.confirmed);
    expect(log.state!.slides.map((slide) => slide.id)).toEqual(['slide-9']);
    expect(log.resolveId(localId)).toBe('slide-9');
    // The inverse now names the slide the server created.
    expect(entry.inverse).toEqual({ type: 'DeleteSlides', data: { presentationId, slideIds: ['slide-9'] } });
  });

  it('rewrites later pending commands that name something created optimistically', () => {
    const log = new PatchLog(base(), 0);
    log.apply(addPoll, 'm1');
    const localId = log.state!.slides[0]!.id;
    const rename = log.apply({ type: 'PatchSlide', data: { presentationId, slideId: localId, fields: { title: 'Lunch?' } } }, 'm2');
    expect(log.state!.slides[0]!.title).toBe('Lunch?');

    log.acknowledge('m1', serverEvents(log, addPoll, 'm1', ['slide-9', 'o1', 'o2', 'o3']));

    expect(rename.command).toEqual({ type: 'PatchSlide', data: { presentationId, slideId: 'slide-9', fields: { title: 'Lunch?' } } });
    expect(log.nextToSend()).toBe(rename);
    expect(log.state!.slides[0]).toMatchObject({ id: 'slide-9', title: 'Lunch?' });
  });

  it('settles by the events seen in the room when they come before the ack, then takes the ack as already done', () => {
    const log = new PatchLog(base(), 0);
    log.apply(addPoll, 'm1');
    const events = serverEvents(log, addPoll, 'm1', ['slide-9', 'o1', 'o2', 'o3']);

    expect(log.receive(events).settled.map((settlement) => settlement.kind)).toEqual(['accepted']);
    const again = log.acknowledge('m1', events);
    expect(again.settled).toEqual([]);
    expect(log.state!.slides).toHaveLength(1);
  });

  it('settles a command that changed nothing with nothing to undo', () => {
    const log = new PatchLog(base(), 0);
    const entry = log.apply({ type: 'UpdatePresentationSettings', data: { presentationId, settings: { isEnableChat: false } } }, 'm1');
    const result = log.acknowledge('m1', []);
    expect(result.settled).toEqual([{ kind: 'accepted', entry, events: [] }]);
    expect(entry.inverse).toBeNull();
  });
});

describe('PatchLog: reject', () => {
  it('reverts the refused action and keeps the ones after it', () => {
    const log = new PatchLog(base(), 0);
    log.receive(serverEvents(log, { type: 'AddSlide', data: { presentationId, type: 'multipleChoice' } }, 'm0', ['s1', 'o1', 'o2', 'o3']));
    log.apply({ type: 'AddSlideOption', data: { presentationId, slideId: 's1', title: 'Pizza' } }, 'm1');
    log.apply({ type: 'PatchSlide', data: { presentationId, slideId: 's1', fields: { title: 'Lunch?' } } }, 'm2');
    expect(log.state!.slides[0]!.options).toHaveLength(4);

    const error = { statusCode: 422, code: 'business_rule', message: 'There are already too many options. Please remove some to make room for new ones.' };
    const settlement = log.reject('m1', error);

    expect(settlement).toMatchObject({ kind: 'rejected', error });
    expect(log.state!.slides[0]!.options).toHaveLength(3);
    expect(log.state!.slides[0]!.title).toBe('Lunch?');
    expect(log.pending.map((entry) => entry.mutationId)).toEqual(['m2']);
  });
});

describe('PatchLog: rebase on remote events', () => {
  it('reverts pending entries, applies the remote events, and re-applies the entries on top', () => {
    const log = new PatchLog(base(), 0);
    log.receive(serverEvents(log, addPoll, 'm0', ['s1', 'o1', 'o2', 'o3']));
    const mine = log.apply({ type: 'PatchSlide', data: { presentationId, slideId: 's1', fields: { title: 'Mine' } } }, 'm1');
    const before = mine.patches;

    // Someone else adds a word cloud after s1 and renames the deck.
    const remote = serverEvents(log, { type: 'AddSlide', data: { presentationId, type: 'wordCloud' } }, 'other', ['s2']);
    const result = log.receive(remote);

    expect(result.settled).toEqual([]);
    expect(log.confirmed!.slides.map((slide) => [slide.id, slide.title])).toEqual([
      ['s1', 'Click to add question'],
      ['s2', 'Click to add question'],
    ]);
    expect(log.state!.slides.map((slide) => [slide.id, slide.title])).toEqual([
      ['s1', 'Mine'],
      ['s2', 'Click to add question'],
    ]);
    expect(mine.patches).not.toBe(before);
    expect(applyPatches(log.state!, mine.inversePatches)).toEqual(log.confirmed);
  });

  it('skips events it already has and reports a gap when some are missing', () => {
    const log = new PatchLog(base(), 0);
    const events = serverEvents(log, addPoll, 'x', ['s1']);
    log.receive(events);
    expect(log.receive(events).applied).toEqual([]);
    const later = recorded({ type: 'PresentationRenamed', data: { presentationId, name: 'Later', renamedAt: '2026-01-03T00:00:00.000Z' } }, log.revision + 2);
    expect(log.receive([later])).toMatchObject({ gap: true, applied: [] });
    expect(log.confirmed!.name).toBe('Team offsite');
  });

  it('folds every event with the shared deck projection: the confirmed deck equals a fold of the whole log', () => {
    const log = new PatchLog(null, -1);
    const all = [createdEvent()];
    log.receive(all);
    for (const [command, ids] of [
      [addPoll, ['a', 'a1', 'a2', 'a3']],
      [{ type: 'AddSlide', data: { presentationId, type: 'pickAnswer' } }, ['b', 'b1', 'b2', 'b3', 'lb']],
      [{ type: 'SortSlides', data: { presentationId, slides: [{ slideId: 'lb', order: 1 }] } }, []],
    ] as [DeckCommand, string[]][]) {
      const events = serverEvents(log, command, `c-${all.length}`, ids);
      all.push(...events);
      log.receive(events);
    }
    expect(log.confirmed).toEqual(foldDeck(null, all));
    expect(log.confirmed!.slides.map((slide) => slide.id)).toEqual(['lb', 'a', 'b']);
  });
});

describe('PatchLog: restoring an earlier version (issue 24)', () => {
  it("shows nothing until the server's events arrive, then records the restore of the revision before it as its undo", () => {
    const log = new PatchLog(base(), 0);
    log.receive(serverEvents(log, addPoll, 'm0', ['s1', 'o1', 'o2', 'o3']));
    const before = log.revision;
    const restore: DeckCommand = { type: 'RestoreDeckVersion', data: { presentationId, revision: 0 } };
    const entry = log.apply(restore, 'm1');
    // The editor holds no history to decide on: the server decides the restore.
    expect(entry.predicted).toEqual([]);
    expect(log.state!.slides).toHaveLength(1);

    const events = [recorded({ type: 'SlidesDeleted', data: { presentationId, slideIds: ['s1'], deletedAt: '2026-01-02T00:00:00.000Z' } }, before + 1, 'm1')];
    const result = log.acknowledge('m1', events);

    expect(result.settled).toEqual([{ kind: 'accepted', entry, events }]);
    expect(log.state!.slides).toHaveLength(0);
    expect(entry.inverse).toEqual({ type: 'RestoreDeckVersion', data: { presentationId, revision: before } });
  });
});
