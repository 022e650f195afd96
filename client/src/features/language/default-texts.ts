import type { TFunction } from 'i18next';
import { DEFAULT_PARTICIPANT_HEADING, SUGGESTED_CUSTOM_FIELDS } from '../../../../contracts/deck/participant-info.js';
import { teamName } from '../../../../contracts/quiz/teams.js';
import type { defaultsEn } from './defaults.en.js';

/**
 * Issue 25: texts the product stores in English as data defaults (the spec's defaults), shown in the reader's
 * language while they are still the default. Anything a person typed is shown as stored.
 */

/** The deck's welcome heading: the translated default while the stored heading is the English default. */
export function displayParticipantHeading(t: TFunction, heading: string): string {
  return heading === DEFAULT_PARTICIPANT_HEADING ? t('defaultTexts.participantHeading') : heading;
}

type SuggestedField = (typeof SUGGESTED_CUSTOM_FIELDS)[number];
const SUGGESTED_FIELD_KEYS: Record<SuggestedField, keyof typeof defaultsEn.defaultTexts.participantFields> = {
  'Age group': 'ageGroup',
  Gender: 'gender',
  Location: 'location',
  'Education level': 'educationLevel',
  Occupation: 'occupation',
};

/**
 * The editor's suggested custom participant fields in the presenter's language, in the spec's order. The name a chip
 * adds is the one it shows; a suggestion is offered while no custom field has that name (in that language or, for
 * decks from before, in English).
 */
export function suggestedCustomFields(t: TFunction, existingNames: readonly string[]): string[] {
  const taken = new Set(existingNames.map((name) => name.trim().toLocaleLowerCase()));
  return SUGGESTED_CUSTOM_FIELDS.map((english) => ({ english, name: t(`defaultTexts.participantFields.${SUGGESTED_FIELD_KEYS[english]}` as const) }))
    .filter(({ english, name }) => !taken.has(name.toLocaleLowerCase()) && !taken.has(english.toLocaleLowerCase()))
    .map(({ name }) => name);
}

const DEFAULT_TEAM_NAME = /^Team (\d+)$/;

/** A quiz team's name as stored or sent ("Team 3", the default from teamName()): translated while it is the default. */
export function displayQuizTeamName(t: TFunction, name: string): string {
  const match = DEFAULT_TEAM_NAME.exec(name);
  return match ? t('defaultTexts.teamName', { number: match[1] }) : name;
}

/** A quiz team's default name from its id (team-3 → "Team 3" in the reader's language). */
export const quizTeamNameOf = (t: TFunction, teamId: string): string => displayQuizTeamName(t, teamName(teamId));
