import { z } from 'zod';
import { canvasBlockSchema } from './canvas-blocks.js';
import { categoriesInputSchema, categorySchema } from './categories.js';
import {
  cropperDataSchema,
  hexColourSchema,
  httpUrlSchema,
  idSchema,
  imageRefSchema,
  slideAudioSchema,
  visibilitySchema,
} from './common-schemas.js';
import {
  MAX_CANVAS_BLOCKS,
  MAX_CATEGORIES,
  MAX_SLIDE_OPTIONS,
  MAX_TYPE_ANSWERS,
  QUIZ_MAX_TIME_LIMIT_SECONDS,
  QUIZ_MIN_TIME_LIMIT_SECONDS,
  SLIDE_TITLE_MAX_LENGTH,
  SPINNER_MAX_DURATION_SECONDS,
  SPINNER_MIN_DURATION_SECONDS,
} from './constants.js';
import { richTextSchema } from './rich-text-policy.js';
import { CHART_TYPES } from './slide-types.js';

/** Doc 2 §3 layouts: content slides (Title, Title and Body, default) and open-ended results (grid, one by one). */
export const SLIDE_LAYOUTS = ['default', 'title', 'titleAndBody'] as const;
export const OPEN_ENDED_LAYOUTS = ['grid', 'oneByOne'] as const;
/** Doc 2 §3 "additionalFields (JSON list of field types name, team, avatar, email)". */
export const ADDITIONAL_FIELD_TYPES = ['name', 'team', 'avatar', 'email'] as const;
export const LEADERBOARD_VIEWS = ['individual', 'team'] as const;

const plainText = (max: number) => z.string().max(max);
const richText = richTextSchema;

/** A participant field a slide asks for (doc 2 §3 "Selected field per slide: id, required, hidden"). */
export const selectedParticipantFieldSchema = z.strictObject({
  id: idSchema,
  required: z.boolean(),
  hidden: z.boolean(),
});

/** Match pairs: the right-hand item matched to each option (the left-hand item). */
export const matchingQuestionOptionSchema = z.strictObject({
  optionId: idSchema,
  title: plainText(500),
  image: imageRefSchema.nullable(),
});

/**
 * Every editable slide field, each defined once. A slide type's schema is a strict pick of these
 * (slide-type-fields.ts); the union is what events and the deck read model carry.
 * limitChoice accepts any whole number because doc 2 §5 clamps it rather than refusing it.
 */
export const slideFieldShape = {
  title: plainText(SLIDE_TITLE_MAX_LENGTH),
  /** Sanitised HTML (policy "basic"). */
  titleHTML: richText,
  /** Presenter notes: sanitised HTML (policy "withLinks"). */
  notes: richText,
  subheading: plainText(500),
  description: plainText(2000),
  layout: z.enum(SLIDE_LAYOUTS),
  image: imageRefSchema.nullable(),
  imageCaption: plainText(500),
  textColour: hexColourSchema.nullable(),
  baseColour: hexColourSchema.nullable(),
  visibility: visibilitySchema.nullable(),
  backgroundImage: imageRefSchema.nullable(),
  originBackgroundImage: imageRefSchema.nullable(),
  backgroundImageCropperData: cropperDataSchema.nullable(),
  audio: slideAudioSchema.nullable(),
  metadata: z.strictObject({ isImportedFromPPT: z.boolean() }),
  typeChart: z.enum(CHART_TYPES),
  hideResult: z.boolean(),
  /** This slide shows no join bar on the presenting screen (the deck's hideInstructionBar hides it on all of them). */
  hideInstructionBar: z.boolean(),
  showPercentage: z.boolean(),
  multipleChoice: z.boolean(),
  limitChoice: z.number().int().min(-1000).max(1000),
  addCorrectOption: z.boolean(),
  showCorrectOption: z.boolean(),
  timeLimit: z.number().int().min(QUIZ_MIN_TIME_LIMIT_SECONDS).max(QUIZ_MAX_TIME_LIMIT_SECONDS),
  entriesPerParticipant: z.number().int().min(1).max(10),
  wordCloudSmartGrouping: z.boolean(),
  isGroupWordCloudWords: z.boolean(),
  numberOfUniqueWordsInGroup: z.number().int().min(1).max(500),
  openEndedMultipleOption: z.boolean(),
  openEndedLayout: z.enum(OPEN_ENDED_LAYOUTS),
  additionalFields: z.array(z.enum(ADDITIONAL_FIELD_TYPES)).max(ADDITIONAL_FIELD_TYPES.length),
  selectedParticipantFields: z.array(selectedParticipantFieldSchema).max(MAX_SLIDE_OPTIONS),
  voiceActive: z.boolean(),
  showAllBulletPoints: z.boolean(),
  youtubeLink: httpUrlSchema.nullable(),
  canvasBlocks: z.array(canvasBlockSchema).max(MAX_CANVAS_BLOCKS),
  categories: z.array(categorySchema).max(MAX_CATEGORIES),
  correctQuizTypeAnswer: plainText(200),
  otherCorrectQuiz: z.array(plainText(200)).max(MAX_TYPE_ANSWERS),
  matchingQuestionOptions: z.array(matchingQuestionOptionSchema).max(MAX_SLIDE_OPTIONS),
  scaleMin: z.number().int().min(0).max(10),
  scaleMax: z.number().int().min(1).max(10),
  scaleMinLabel: plainText(100),
  scaleMaxLabel: plainText(100),
  spinDuration: z.number().int().min(SPINNER_MIN_DURATION_SECONDS).max(SPINNER_MAX_DURATION_SECONDS),
  spinCount: z.number().int().min(1).max(50),
  isLeaderboardEnabled: z.boolean(),
  leaderboardView: z.enum(LEADERBOARD_VIEWS),
} as const;

export type SlideFieldKey = keyof typeof slideFieldShape;
export const SLIDE_FIELD_KEYS = Object.keys(slideFieldShape) as SlideFieldKey[];

/** Any subset of slide fields, as stored (events, read model). Unknown keys are rejected. */
export const slideFieldsSchema = z.strictObject(slideFieldShape).partial();
export type SlideFields = z.infer<typeof slideFieldsSchema>;

/** As an editor sends them: new categories have no id yet. */
export const slideFieldInputShape = { ...slideFieldShape, categories: categoriesInputSchema } as const;
export const slideFieldsInputSchema = z.strictObject(slideFieldInputShape).partial();
export type SlideFieldsInput = z.infer<typeof slideFieldsInputSchema>;

/** Fields that hold HTML, with the rich-text policy each is sanitised with (canvas RichText blocks use withLinks). */
export const RICH_TEXT_SLIDE_FIELDS = { titleHTML: 'basic', notes: 'withLinks' } as const satisfies Partial<
  Record<SlideFieldKey, 'basic' | 'withLinks'>
>;
