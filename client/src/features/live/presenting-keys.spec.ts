import { describe, expect, it } from '@jest/globals';
import { PRESENTING_SHORTCUTS, presentingAction } from './presenting-keys.js';

const element = (html: string) => {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host.firstElementChild!;
};

describe('presenting shortcuts (spec doc 2 §2)', () => {
  it('maps Escape, ArrowRight/PageDown/Space, ArrowLeft/PageUp and F', () => {
    const on = (key: string) => presentingAction({ key, target: document.body });
    expect(on('Escape')).toBe('exit');
    expect([on('ArrowRight'), on('PageDown'), on(' ')]).toEqual(['next', 'next', 'next']);
    expect([on('ArrowLeft'), on('PageUp')]).toEqual(['previous', 'previous']);
    expect([on('f'), on('F')]).toEqual(['fullscreen', 'fullscreen']);
    // Enter (and Space, which also goes forward) start and continue a quiz.
    expect(on('Enter')).toBe('quiz');
    expect(on('?')).toBe('shortcuts');
    expect(on('x')).toBeNull();
  });

  it('lists in the cheatsheet exactly the keys that act, each doing what its row says', () => {
    for (const shortcut of PRESENTING_SHORTCUTS) {
      for (const key of shortcut.keys) expect(presentingAction({ key, target: document.body })).toBe(shortcut.action);
    }
    expect(new Set(PRESENTING_SHORTCUTS.map((shortcut) => shortcut.action)).size).toBe(PRESENTING_SHORTCUTS.length);
  });

  it('leaves Space, Enter and the arrows to a focused control, but Escape and PageDown still work there', () => {
    const button = element('<button>Next</button>');
    expect(presentingAction({ key: ' ', target: button })).toBeNull();
    expect(presentingAction({ key: 'Enter', target: button })).toBeNull();
    expect(presentingAction({ key: 'ArrowRight', target: button })).toBeNull();
    expect(presentingAction({ key: 'ArrowLeft', target: element('<div role="button"></div>') })).toBeNull();
    expect(presentingAction({ key: 'PageDown', target: button })).toBe('next');
    expect(presentingAction({ key: 'Escape', target: button })).toBe('exit');
  });

  it('never acts while typing in a field', () => {
    expect(presentingAction({ key: 'f', target: element('<input type="text">') })).toBeNull();
    expect(presentingAction({ key: 'Escape', target: element('<textarea></textarea>') })).toBeNull();
    expect(presentingAction({ key: ' ', target: element('<div contenteditable="true"></div>') })).toBeNull();
  });

  it('lets browser shortcuts with Ctrl, Cmd or Alt through', () => {
    expect(presentingAction({ key: 'f', ctrlKey: true, target: document.body })).toBeNull();
    expect(presentingAction({ key: 'ArrowLeft', altKey: true, target: document.body })).toBeNull();
    expect(presentingAction({ key: 'ArrowRight', metaKey: true, target: document.body })).toBeNull();
  });
});
