import { z } from 'zod';
import { slideFieldInputShape, type SlideFieldKey } from './slide-fields.js';
import { effectiveSlideType, SLIDE_TYPES, type SecondarySlideType, type SlideType } from './slide-types.js';

const APPEARANCE = [
  'textColour',
  'baseColour',
  'visibility',
  'backgroundImage',
  'originBackgroundImage',
  'backgroundImageCropperData',
] as const;
const COMMON = ['title', 'titleHTML', 'notes', 'audio', 'metadata', 'hideInstructionBar', ...APPEARANCE] as const;
const MEDIA = ['image', 'imageCaption'] as const;
const QUIZ = [...COMMON, ...MEDIA, 'timeLimit', 'showCorrectOption'] as const;
const CHOICE_RESULTS = [
  ...COMMON,
  ...MEDIA,
  'typeChart',
  'multipleChoice',
  'limitChoice',
  'hideResult',
  'showPercentage',
  'addCorrectOption',
  'showCorrectOption',
] as const;
const AUDIENCE_TEXT = ['hideResult', 'additionalFields', 'selectedParticipantFields'] as const;

/** Doc 2 §3: which fields each slide type edits. Everything else is refused for that type. */
export const SLIDE_TYPE_FIELDS: Record<SlideType, readonly SlideFieldKey[]> = {
  pickAnswer: [...QUIZ, 'multipleChoice'],
  imageChoice: [...QUIZ, 'multipleChoice'],
  correctOrder: QUIZ,
  matchPairs: [...QUIZ, 'matchingQuestionOptions'],
  typeAnswer: [...QUIZ, 'correctQuizTypeAnswer', 'otherCorrectQuiz'],
  categorise: [...QUIZ, 'categories'],
  pickImage: CHOICE_RESULTS,
  multipleChoice: CHOICE_RESULTS,
  poll: CHOICE_RESULTS,
  freestyle: [...COMMON, 'canvasBlocks'],
  wordCloud: [
    ...COMMON,
    ...MEDIA,
    'hideResult',
    'entriesPerParticipant',
    'wordCloudSmartGrouping',
    'isGroupWordCloudWords',
    'numberOfUniqueWordsInGroup',
  ],
  openEnded: [...COMMON, ...MEDIA, ...AUDIENCE_TEXT, 'openEndedMultipleOption', 'entriesPerParticipant', 'openEndedLayout'],
  ideas: [...COMMON, ...MEDIA, ...AUDIENCE_TEXT, 'limitChoice', 'entriesPerParticipant'],
  question: [...COMMON, 'description'],
  voiceQuestion: [...COMMON, 'description', 'voiceActive'],
  scale: [...COMMON, ...MEDIA, 'hideResult', 'showPercentage', 'scaleMin', 'scaleMax', 'scaleMinLabel', 'scaleMaxLabel'],
  spinnerWheel: [...COMMON, 'spinDuration', 'spinCount'],
  qrcode: [...COMMON, 'description'],
  textSlide: [...COMMON, ...MEDIA, 'subheading', 'layout'],
  bulletPoints: [...COMMON, ...MEDIA, 'showAllBulletPoints', 'layout'],
  image: [...COMMON, ...MEDIA, 'layout'],
  youtube: [...COMMON, 'youtubeLink'],
  document: [...COMMON, 'image'],
  googleSlides: COMMON,
  leaderboard: [...COMMON, 'isLeaderboardEnabled', 'leaderboardView'],
};

/** The fields a slide of this type (and pickAnswer secondary type) edits. */
export function slideFieldKeysFor(type: SlideType, slideType: SecondarySlideType): readonly SlideFieldKey[] {
  return SLIDE_TYPE_FIELDS[effectiveSlideType(type, slideType)];
}

function buildSchema(keys: readonly SlideFieldKey[]) {
  const shape: Partial<Record<SlideFieldKey, z.ZodType>> = {};
  for (const key of keys) shape[key] = slideFieldInputShape[key];
  return z.strictObject(shape as Record<SlideFieldKey, z.ZodType>).partial();
}

/**
 * One strict schema per slide type over its editable fields, every field optional (a patch may send any
 * subset; PUT sends them all). A pickAnswer with a secondary type edits that type's fields.
 */
export const slideTypeSchemas = Object.fromEntries(
  SLIDE_TYPES.map((type) => [type, buildSchema(SLIDE_TYPE_FIELDS[type])]),
) as Record<SlideType, ReturnType<typeof buildSchema>>;

export function slideFieldsSchemaFor(type: SlideType, slideType: SecondarySlideType) {
  return slideTypeSchemas[effectiveSlideType(type, slideType)];
}
