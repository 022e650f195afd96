import type { CopyLinkEvent } from '../../../contracts/copies/copy-link.js';
import type { PresentationStreamEvent } from '../../../contracts/deck/deck-events.js';
import type { DomainEvent } from '../../../contracts/events/envelope.js';
import { TEMPLATE_EVENT_TYPES, type TemplateEvent } from '../../../contracts/templates/events.js';
import type { TemplateCategory, TemplateKind } from '../../../contracts/templates/categories.js';
import { assertNever } from '../../../contracts/shared/assert-never.js';
import { evolveShareCode, isCopyLinkEvent } from '../../presentations/domain/copy-link.decider.js';
import { evolveDeck, initialDeckState, type DeckState } from '../../slides/domain/deck-state.js';

/** Everything the template decider writes onto `presentation-{id}`. */
export type TemplateStreamEvent = PresentationStreamEvent | CopyLinkEvent | TemplateEvent;

export interface TemplateFacts {
  readonly published: boolean;
  /** null until the presentation is first published. */
  readonly kind: TemplateKind | null;
  readonly category: TemplateCategory | null;
  readonly description: string;
  readonly isAdminPick: boolean;
}

/** A presentation as a template: the deck it is (name, slides, roles) and its copy link and template facts. */
export interface TemplateState {
  readonly deck: DeckState;
  readonly shareCode: string | null;
  readonly template: TemplateFacts;
}

export const initialTemplateState: TemplateState = {
  deck: initialDeckState,
  shareCode: null,
  template: { published: false, kind: null, category: null, description: '', isAdminPick: false },
};

const TEMPLATE_TYPES = new Set<string>(TEMPLATE_EVENT_TYPES);
export const isTemplateEvent = (event: DomainEvent): event is DomainEvent & TemplateEvent => TEMPLATE_TYPES.has(event.type);

export function evolveTemplateFacts(facts: TemplateFacts, event: TemplateEvent): TemplateFacts {
  switch (event.type) {
    case 'PresentationPublishedAsTemplate':
      return { ...facts, published: true, kind: event.data.kind, category: event.data.category, description: event.data.description };
    case 'PresentationUnpublishedAsTemplate':
      return { ...facts, published: false };
    case 'TemplateAdminPickSet':
      return { ...facts, isAdminPick: event.data.isAdminPick };
    default:
      return assertNever(event);
  }
}

/** Other deciders share the stream: events this fold does not know pass through evolveDeck, which skips them. */
export function evolveTemplate(state: TemplateState, event: DomainEvent): TemplateState {
  if (isTemplateEvent(event)) return { ...state, template: evolveTemplateFacts(state.template, event) };
  if (isCopyLinkEvent(event)) return { ...state, shareCode: evolveShareCode(state.shareCode, event) };
  return { ...state, deck: evolveDeck(state.deck, event) };
}
