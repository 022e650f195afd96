import { z } from 'zod';
import { LANGUAGES } from '../shared/languages.js';

/** Doc 2 §9 "Default team quiz: 5 teams of 3". */
export const DEFAULT_TEAM_COUNT = 5;
export const DEFAULT_TEAM_SIZE = 3;
export const MAX_TEAMS = 50;
export const MAX_TEAM_SIZE = 100;
/** How a team's score is made from its members' scores; the spec names the setting, not its values. */
export const TEAM_SCORING_RULES = ['average', 'total', 'averageOfAnswered'] as const;

/**
 * Doc 2 §3 "Presentation fields relevant here": the switches of the settings panel.
 * All fields are required in the stored form; a change sends any subset.
 */
export const presentationSettingsSchema = z.strictObject({
  isEnableChat: z.boolean(),
  audiencePacing: z.boolean(),
  privateMode: z.boolean(),
  teamPlay: z.boolean(),
  teamCount: z.number().int().min(2).max(MAX_TEAMS),
  teamSize: z.number().int().min(1).max(MAX_TEAM_SIZE),
  teamScoringRule: z.enum(TEAM_SCORING_RULES),
  filteringProfanity: z.boolean(),
  isModerationMode: z.boolean(),
  isReactionEnabled: z.boolean(),
  isEnableQuizMusic: z.boolean(),
  areSlideOptionsShuffling: z.boolean(),
  qnaAllSlide: z.boolean(),
  qnaAnonymous: z.boolean(),
  qnaAudienceShowAll: z.boolean(),
  showHyperLink: z.boolean(),
  hideInstructionBar: z.boolean(),
  hideIntroBarDocument: z.boolean(),
  manualRevealCorrectAnswers: z.boolean(),
  enableQuizCountdown: z.boolean(),
  enableCopySlideNote: z.boolean(),
  /** The language of the stage and the audience's phones; null lets each phone use its own (issue 25). */
  presentingLanguage: z.enum(LANGUAGES).nullable(),
});
export type PresentationSettings = z.infer<typeof presentationSettingsSchema>;

export const presentationSettingsChangesSchema = presentationSettingsSchema.partial();
export type PresentationSettingsChanges = z.infer<typeof presentationSettingsChangesSchema>;

/** What a new presentation starts with: interaction on, gating and moderation off. */
export const DEFAULT_PRESENTATION_SETTINGS: PresentationSettings = {
  isEnableChat: false,
  audiencePacing: false,
  privateMode: false,
  teamPlay: false,
  teamCount: DEFAULT_TEAM_COUNT,
  teamSize: DEFAULT_TEAM_SIZE,
  teamScoringRule: 'average',
  filteringProfanity: false,
  isModerationMode: false,
  isReactionEnabled: true,
  isEnableQuizMusic: true,
  areSlideOptionsShuffling: false,
  qnaAllSlide: false,
  qnaAnonymous: false,
  qnaAudienceShowAll: true,
  showHyperLink: false,
  hideInstructionBar: false,
  hideIntroBarDocument: false,
  manualRevealCorrectAnswers: false,
  enableQuizCountdown: true,
  enableCopySlideNote: false,
  presentingLanguage: null,
};
