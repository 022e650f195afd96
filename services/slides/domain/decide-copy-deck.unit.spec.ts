import type { DomainEvent } from '../../../contracts/events/envelope.js';
import { foldEvents } from '../../shared-kernel/domain/decider.js';
import { SPEC_NOW } from '../../shared-kernel/domain/given-when-then.js';
import { Conflict } from '../../shared-kernel/domain/domain-errors.js';
import { copyDeckDecider, decideCopyDeck } from './decide-copy-deck.js';
import { deckDecider } from './deck-decider.js';
import { initialDeckState, type DeckState } from './deck-state.js';

const owner = { kind: 'user' as const, id: 'u-owner' };
const copier = { kind: 'user' as const, id: 'u-copier' };

function counter(prefix: string) {
  let next = 0;
  return () => `${prefix}${++next}`;
}

/** A source deck with a poll (two options) and a quiz question with a hint, built by the deck decider itself. */
function sourceDeck(): DeckState {
  const created = {
    type: 'PresentationCreated',
    data: { presentationId: 'src', ownerId: 'u-owner', name: 'Retro', language: 'en', fontFamily: 'Inter', accessCode: '111111', uniqueAccessCode: 'abcdefghij', createdAt: SPEC_NOW },
  } as DomainEvent;
  let state = foldEvents(deckDecider, [created as never]);
  const newId = counter('s');
  const run = (command: Parameters<typeof deckDecider.decide>[0]) => {
    state = foldEvents(deckDecider, deckDecider.decide(command, state, { actor: owner, now: SPEC_NOW, newId }) as never[], state);
  };
  run({ type: 'AddSlide', data: { presentationId: 'src', type: 'poll', fields: { title: 'Mood?' } } } as never);
  const poll = state.slides[0]!;
  run({ type: 'AddSlideOption', data: { presentationId: 'src', slideId: poll.id, title: 'Good' } } as never);
  run({ type: 'AddSlide', data: { presentationId: 'src', type: 'pickAnswer', fields: { title: 'Capital?' } } } as never);
  const quiz = state.slides.find((slide) => slide.type === 'pickAnswer')!;
  run({ type: 'AddSlideHint', data: { presentationId: 'src', slideId: quiz.id, text: 'A tower' } } as never);
  return state;
}

describe('copy deck decider', () => {
  it('given a source deck, when copied, then the copy folds to the same content under new ids, owned by the copier', () => {
    const source = sourceDeck();
    const events = decideCopyDeck(
      { type: 'CopyDeck', presentationId: 'copy', source, language: 'en', accessCode: '222222', uniqueAccessCode: 'klmnopqrst' },
      initialDeckState,
      { actor: copier, now: SPEC_NOW, newId: counter('c') },
    );
    expect(events[0]).toMatchObject({ type: 'PresentationCreated', data: { presentationId: 'copy', ownerId: 'u-copier', name: 'Retro', fontFamily: 'Inter', sourcePresentation: 'src' } });
    const copy = foldEvents(copyDeckDecider, events);
    const content = (deck: DeckState) =>
      deck.slides.map(({ id: _id, createdAt: _createdAt, version: _version, options, hints, ...rest }) => ({
        ...rest,
        options: options.map(({ id: _optionId, ...option }) => option),
        hints: hints.map(({ id: _hintId, ...hint }) => hint),
      }));
    expect(content(copy)).toEqual(content(source));
    expect(copy.settings).toEqual(source.settings);
    expect(copy.attributes).toEqual(source.attributes);
    const sourceIds = new Set(source.slides.flatMap((slide) => [slide.id, ...slide.options.map((option) => option.id), ...slide.hints.map((hint) => hint.id)]));
    const copyIds = copy.slides.flatMap((slide) => [slide.id, ...slide.options.map((option) => option.id), ...slide.hints.map((hint) => hint.id)]);
    expect(copyIds.filter((id) => sourceIds.has(id))).toEqual([]);
    expect(copy.collaborators).toEqual([]);
    expect(copy.takenOverBy).toBeNull();
  });

  it('refuses to write over a stream that already holds a presentation', () => {
    const source = sourceDeck();
    expect(() =>
      decideCopyDeck({ type: 'CopyDeck', presentationId: 'src', source, language: 'en', accessCode: '1', uniqueAccessCode: 'x' }, source, { actor: copier, now: SPEC_NOW, newId: counter('c') }),
    ).toThrow(Conflict);
  });
});
