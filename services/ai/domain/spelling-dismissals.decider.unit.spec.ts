import { foldEvents } from '../../shared-kernel/domain/decider.js';
import { dismissalKey } from './misspellings.js';
import { spellingDismissalsDecider } from './spelling-dismissals.decider.js';

const context = { now: '2026-11-27T00:00:00.000Z', newId: () => 'id', actor: { kind: 'user' as const, id: 'user-1' } };
const teh = { word: ' teh ', suggestions: ['the'], context: 'Welcome to teh quarterly' };
const nto = { word: 'Nto', suggestions: ['Not'], context: 'Nto sure' };

describe('Spelling dismissals decider (spec doc 3 §7 dismiss, batch dismiss)', () => {
  it('remembers each new word in its context once, trimmed', () => {
    const events = spellingDismissalsDecider.decide({ type: 'DismissMisspellings', presentationId: 'p', misspellings: [teh, nto, teh] }, spellingDismissalsDecider.initialState, context);
    expect(events).toEqual([{ type: 'MisspellingsDismissed', data: { presentationId: 'p', misspellings: [{ ...teh, word: 'teh' }, nto], dismissedAt: context.now } }]);
    const state = foldEvents(spellingDismissalsDecider, events);
    expect(state.dismissed).toEqual(new Set([dismissalKey(teh), dismissalKey(nto)]));
  });

  it('writes nothing for what is already dismissed, and only the new ones of a batch', () => {
    const state = foldEvents(spellingDismissalsDecider, spellingDismissalsDecider.decide({ type: 'DismissMisspellings', presentationId: 'p', misspellings: [teh] }, spellingDismissalsDecider.initialState, context));
    expect(spellingDismissalsDecider.decide({ type: 'DismissMisspellings', presentationId: 'p', misspellings: [{ ...teh, word: 'TEH' }] }, state, context)).toEqual([]);
    const batch = spellingDismissalsDecider.decide({ type: 'DismissMisspellings', presentationId: 'p', misspellings: [teh, nto] }, state, context);
    expect(batch[0]!.data.misspellings).toEqual([nto]);
  });
});
