import { DEFAULT_PRESENTATION_ATTRIBUTES, type PresentationAttributes } from '../../../contracts/deck/attributes.js';
import { PRESENTATION_STREAM_EVENT_TYPES, type PresentationStreamEvent } from '../../../contracts/deck/deck-events.js';
import { DEFAULT_PARTICIPANT_INFO, type ParticipantInfo } from '../../../contracts/deck/participant-info.js';
import type { DeckDocument, DeckSlides } from '../../../contracts/deck/read-model.js';
import { DEFAULT_PRESENTATION_SETTINGS, type PresentationSettings } from '../../../contracts/deck/settings.js';
import type { DomainEvent } from '../../../contracts/events/envelope.js';
import { evolveSharing, initialSharingState, isSharingEvent, type CollaboratorRecord } from '../../presentations/domain/presentation-sharing.decider.js';
import { evolveTakenOverBy, isTakeOverEvent } from '../../presentations/domain/take-over-rules.js';
import { applySlideEvent, applyThemeToSlides, EMPTY_DECK_SLIDES } from './slide-list.js';

/** What the deck decider knows about one presentation stream. */
export interface DeckState extends DeckSlides {
  readonly exists: boolean;
  /** In the trash or deleted for good: either way the deck cannot be edited (404). */
  readonly removed: boolean;
  readonly presentationId: string;
  readonly ownerId: string;
  /** The team whose workspace holds it; null for a personal deck (and in the editor's own prediction). */
  readonly teamId: string | null;
  readonly name: string;
  readonly fontFamily: string;
  readonly hasAutoSuggestedTitle: boolean;
  readonly hasResults: boolean;
  readonly activeSlideId: string | null;
  readonly settings: PresentationSettings;
  readonly attributes: PresentationAttributes;
  readonly participantInfo: ParticipantInfo;
  /** Who else may open or edit it (sharing events on the same stream); empty in the editor's own prediction. */
  readonly collaborators: readonly CollaboratorRecord[];
  /** Who has taken the presentation over to edit it alone (take-over events on the same stream), or null. */
  readonly takenOverBy: string | null;
}

export const initialDeckState: DeckState = {
  exists: false,
  removed: false,
  presentationId: '',
  ownerId: '',
  teamId: null,
  name: '',
  fontFamily: '',
  hasAutoSuggestedTitle: false,
  hasResults: false,
  activeSlideId: null,
  settings: DEFAULT_PRESENTATION_SETTINGS,
  attributes: DEFAULT_PRESENTATION_ATTRIBUTES,
  participantInfo: DEFAULT_PARTICIPANT_INFO,
  collaborators: [],
  takenOverBy: null,
  ...EMPTY_DECK_SLIDES,
};

/** The decider's view of a deck read model (the editor decides on the deck it shows). */
export function deckStateOf(deck: DeckDocument): DeckState {
  return {
    exists: true,
    removed: deck.deletedAt !== null,
    presentationId: deck.id,
    ownerId: deck.userId,
    teamId: null,
    name: deck.name,
    fontFamily: deck.fontFamily,
    hasAutoSuggestedTitle: deck.hasAutoSuggestedTitle,
    hasResults: deck.hasResults,
    activeSlideId: deck.activeSlideId,
    settings: deck.settings,
    attributes: deck.attributes,
    participantInfo: deck.participantInfo,
    collaborators: [],
    takenOverBy: null,
    slides: deck.slides,
    deletedSlides: deck.deletedSlides,
  };
}

const KNOWN_TYPES = new Set<string>(PRESENTATION_STREAM_EVENT_TYPES);

/** Folds one event. Unknown types are skipped: other deciders share the presentation stream. */
export function evolveDeck(state: DeckState, event: DomainEvent): DeckState {
  if (isSharingEvent(event)) return { ...state, collaborators: evolveSharing({ ...initialSharingState, collaborators: state.collaborators }, event).collaborators };
  if (isTakeOverEvent(event)) return { ...state, takenOverBy: evolveTakenOverBy(state.takenOverBy, event) };
  if (!KNOWN_TYPES.has(event.type)) return state;
  const known = event as PresentationStreamEvent;
  switch (known.type) {
    case 'PresentationCreated':
      return {
        ...initialDeckState,
        exists: true,
        presentationId: known.data.presentationId,
        ownerId: known.data.ownerId,
        teamId: known.data.accountId ?? null,
        name: known.data.name,
        fontFamily: known.data.fontFamily,
      };
    case 'PresentationRenamed':
      return { ...state, name: known.data.name };
    case 'PresentationMovedToTrash':
    case 'PresentationDeletedPermanently':
      return { ...state, removed: true };
    case 'PresentationRestored':
      return { ...state, removed: false };
    case 'PresentationSettingsChanged':
      return { ...state, settings: { ...state.settings, ...known.data.changes } };
    case 'PresentationAttributesChanged': {
      const { fontFamily, ...attributes } = known.data.changes;
      return { ...state, fontFamily: fontFamily ?? state.fontFamily, attributes: { ...state.attributes, ...attributes } };
    }
    case 'PresentationThemeApplied': {
      const { theme, slideIds } = known.data;
      const { slides } = applyThemeToSlides(state, theme, slideIds);
      const { fontFamily, ...look } = theme;
      return {
        ...state,
        slides,
        fontFamily: fontFamily ?? state.fontFamily,
        attributes: { ...state.attributes, ...look, themeActive: true },
      };
    }
    case 'ParticipantInfoChanged':
      return { ...state, participantInfo: { ...state.participantInfo, ...known.data.changes } };
    case 'ActiveSlideSet':
      return { ...state, activeSlideId: known.data.slideId };
    case 'PresentationAutoTitled':
      return { ...state, name: known.data.name, hasAutoSuggestedTitle: true };
    case 'PresentationResultsFlagChanged':
      return { ...state, hasResults: known.data.hasResults };
    default: {
      const { slides, deletedSlides } = applySlideEvent(state, known);
      return { ...state, slides, deletedSlides };
    }
  }
}
