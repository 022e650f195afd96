import type { PresentationAttributesChanges, Theme } from '../../../contracts/deck/attributes.js';
import type { DeckSettingsCommand, PresentationAttributesInput, ThemeInput } from '../../../contracts/deck/commands.js';
import type { DeckEvent } from '../../../contracts/deck/deck-events.js';
import { MAX_PARTICIPANT_FIELDS, type ParticipantField, type ParticipantInfo } from '../../../contracts/deck/participant-info.js';
import type { PresentationSettings } from '../../../contracts/deck/settings.js';
import { MESSAGES } from '../../../contracts/slides/constants.js';
import { BusinessRuleViolated, ValidationFailed } from '../../shared-kernel/domain/domain-errors.js';
import type { DecisionInputs } from '../../shared-kernel/domain/decider.js';
import { autoTitle } from './auto-title.js';
import { requireSlide } from './deck-guards.js';
import type { DeckState } from './deck-state.js';
import { changedEntries } from './same-value.js';

type Data<T extends DeckSettingsCommand['type']> = Extract<DeckSettingsCommand, { type: T }>['data'];

const nonEmpty = (changes: object) => Object.keys(changes).length > 0;

export function decideUpdateSettings(command: Data<'UpdatePresentationSettings'>, state: DeckState): DeckEvent[] {
  const changes = changedEntries<PresentationSettings>(state.settings, command.settings);
  return nonEmpty(changes) ? [{ type: 'PresentationSettingsChanged', data: { presentationId: command.presentationId, changes } }] : [];
}

/** Doc 3 §5: an empty colour and visibility -1 mean "unset". */
type LookInput = { textColour?: string | null; baseColour?: string | null; visibility?: number | null };
function unsetLook<T extends LookInput>(input: T): Omit<T, keyof LookInput> & LookInput {
  return {
    ...input,
    ...(input.textColour !== undefined && { textColour: input.textColour || null }),
    ...(input.baseColour !== undefined && { baseColour: input.baseColour || null }),
    ...(input.visibility !== undefined && { visibility: input.visibility === -1 ? null : input.visibility }),
  };
}

/** GET/PATCH /api/presentation-attribute/{id}. */
export function decideUpdateAttributes(command: Data<'UpdatePresentationAttributes'>, state: DeckState): DeckEvent[] {
  const sent: PresentationAttributesChanges = unsetLook<PresentationAttributesInput>(command.attributes);
  // The font lives on the deck itself (PresentationCreated); compare it like any other attribute.
  const current = { ...state.attributes, fontFamily: state.fontFamily } as PresentationAttributesChanges;
  const changes = changedEntries<PresentationAttributesChanges>(current, sent);
  return nonEmpty(changes) ? [{ type: 'PresentationAttributesChanged', data: { presentationId: command.presentationId, changes } }] : [];
}

/** PATCH /api/presentation/{id}/theme: the theme becomes the deck's look and is copied onto every slide. */
export function decideApplyTheme(command: Data<'ApplyPresentationTheme'>, state: DeckState): DeckEvent[] {
  const input = unsetLook<ThemeInput>(command.theme);
  const theme: Theme = {
    themeId: input.themeId ?? null,
    themeName: input.themeName ?? null,
    themeThumbnail: input.themeThumbnail ?? null,
    colorPalette: input.colorPalette ?? null,
    textColour: input.textColour ?? null,
    baseColour: input.baseColour ?? null,
    visibility: input.visibility ?? null,
    backgroundImage: input.backgroundImage ?? null,
    fontFamily: input.fontFamily ?? null,
  };
  const slideIds = state.slides.map((slide) => slide.id);
  return [{ type: 'PresentationThemeApplied', data: { presentationId: command.presentationId, theme, slideIds } }];
}

/** Doc 2 §3/§5 participant information: at most 8 fields, each system field once; new fields get ids here. */
export function decideUpdateParticipantInfo(
  command: Data<'UpdateParticipantInfo'>,
  state: DeckState,
  context: DecisionInputs,
): DeckEvent[] {
  const sent: Partial<ParticipantInfo> = { heading: command.heading, isAudienceAdmission: command.isAudienceAdmission };
  if (command.fields !== undefined) {
    if (command.fields.length > MAX_PARTICIPANT_FIELDS) throw new BusinessRuleViolated(MESSAGES.tooManyParticipantFields);
    const systemNames = command.fields.filter((field) => field.fieldType === 'system').map((field) => field.name);
    const repeated = systemNames.find((name, index) => systemNames.indexOf(name) !== index);
    if (repeated) {
      throw new ValidationFailed(`The ${repeated} field is listed twice`, [{ path: 'fields', message: `Duplicate system field ${repeated}` }]);
    }
    sent.fields = command.fields.map((field) => ({ ...field, id: field.id ?? context.newId() }) as ParticipantField);
  }
  const changes = changedEntries<ParticipantInfo>(state.participantInfo, sent);
  return nonEmpty(changes) ? [{ type: 'ParticipantInfoChanged', data: { presentationId: command.presentationId, changes } }] : [];
}

export function decideSetActiveSlide(command: Data<'SetActiveSlide'>, state: DeckState): DeckEvent[] {
  const slide = requireSlide(state, command.slideId);
  if (state.activeSlideId === slide.id) return [];
  return [{ type: 'ActiveSlideSet', data: { presentationId: command.presentationId, slideId: slide.id } }];
}

/** Doc 3 §4 auto title, asked for by the editor once the presenter has written something (not per keystroke). */
export function decideAutoTitle(command: Data<'AutoTitlePresentation'>, state: DeckState): DeckEvent[] {
  const name = autoTitle(state);
  if (name === null || name === state.name) return [];
  return [{ type: 'PresentationAutoTitled', data: { presentationId: command.presentationId, name } }];
}

/** Doc 2 §4 results flag: the caller evaluates hasResults() over the live read models and records the outcome. */
export function decideResultsFlag(command: Data<'SetPresentationResultsFlag'>, state: DeckState): DeckEvent[] {
  if (state.hasResults === command.hasResults) return [];
  return [{ type: 'PresentationResultsFlagChanged', data: { presentationId: command.presentationId, hasResults: command.hasResults } }];
}
