import { defaultContentSlideBlocks } from './canvas-block-defaults.js';
import { normaliseCategories } from './categories.js';
import {
  BLANK_SLIDE_STYLE,
  DEFAULT_EMPTY_OPTION_COUNT,
  DEFAULT_HEADING_TITLE,
  DEFAULT_LEADERBOARD_TITLE,
  DEFAULT_QUESTION_TITLE,
  IDEAS_DEFAULT_VOTES,
  MIN_LIMIT_CHOICE,
  QUIZ_DEFAULT_TIME_LIMIT_SECONDS,
  SPINNER_DEFAULT_DURATION_SECONDS,
  SPINNER_DEFAULT_SPINS,
  VOICE_QUESTION_OPTION_TITLES,
} from './constants.js';
import type { SlideFields } from './slide-fields.js';
import { effectiveSlideType, HEADING_SLIDE_TYPES, type SecondarySlideType, type SlideType } from './slide-types.js';

/** The look a new slide starts with: the presentation's theme where it sets one, else the blank style. */
export interface SlideStyle {
  readonly textColour: string | null;
  readonly baseColour: string | null;
  readonly visibility: number | null;
  readonly backgroundImage?: SlideFields['backgroundImage'];
}
export const BLANK_STYLE: SlideStyle = { ...BLANK_SLIDE_STYLE, backgroundImage: null };

/** Doc 2 §3 default titles. Content slides use canvas blocks instead of a title. */
export function defaultSlideTitle(type: SlideType): string {
  if (type === 'leaderboard') return DEFAULT_LEADERBOARD_TITLE;
  if (type === 'freestyle') return '';
  return HEADING_SLIDE_TYPES.includes(type) ? DEFAULT_HEADING_TITLE : DEFAULT_QUESTION_TITLE;
}

/**
 * Doc 2 §5 "Option defaults": 3 empty options for bulletPoints, multipleChoice, pickAnswer, imageChoice and
 * scale (a pickAnswer acting as match pairs or correct order gets none); voice Q&A asks for name and seat.
 */
export function defaultOptionTitles(type: SlideType, slideType: SecondarySlideType): readonly string[] {
  if (type === 'voiceQuestion') return VOICE_QUESTION_OPTION_TITLES;
  if (type === 'pickAnswer' && slideType !== null && slideType !== 'imageChoice') return [];
  const withEmpty: readonly SlideType[] = ['bulletPoints', 'multipleChoice', 'pickAnswer', 'imageChoice', 'scale'];
  return withEmpty.includes(type) ? Array.from({ length: DEFAULT_EMPTY_OPTION_COUNT }, () => '') : [];
}

/** Type-specific starting values (doc 2 §3, §5, §9). */
function typeDefaults(type: SlideType, newId: () => string): SlideFields {
  switch (type) {
    case 'pickAnswer':
    case 'imageChoice':
      return { timeLimit: QUIZ_DEFAULT_TIME_LIMIT_SECONDS, multipleChoice: false, showCorrectOption: true };
    case 'correctOrder':
      return { timeLimit: QUIZ_DEFAULT_TIME_LIMIT_SECONDS, showCorrectOption: true };
    case 'matchPairs':
      return { timeLimit: QUIZ_DEFAULT_TIME_LIMIT_SECONDS, showCorrectOption: true, matchingQuestionOptions: [] };
    case 'typeAnswer':
      return {
        timeLimit: QUIZ_DEFAULT_TIME_LIMIT_SECONDS,
        showCorrectOption: true,
        correctQuizTypeAnswer: '',
        otherCorrectQuiz: [],
      };
    case 'categorise':
      return {
        timeLimit: QUIZ_DEFAULT_TIME_LIMIT_SECONDS,
        showCorrectOption: true,
        categories: normaliseCategories([], newId),
      };
    case 'pickImage':
    case 'multipleChoice':
    case 'poll':
      return {
        typeChart: 'bars',
        multipleChoice: false,
        limitChoice: MIN_LIMIT_CHOICE,
        hideResult: false,
        showPercentage: false,
        addCorrectOption: false,
        showCorrectOption: false,
      };
    case 'freestyle':
      return { canvasBlocks: defaultContentSlideBlocks(newId) };
    case 'wordCloud':
      return { entriesPerParticipant: 1, hideResult: false, wordCloudSmartGrouping: false, isGroupWordCloudWords: false };
    case 'openEnded':
      return { openEndedMultipleOption: false, openEndedLayout: 'grid', hideResult: false, additionalFields: [] };
    case 'ideas':
      return { limitChoice: IDEAS_DEFAULT_VOTES, entriesPerParticipant: 1, hideResult: false, additionalFields: [] };
    case 'question':
    case 'qrcode':
      return { description: '' };
    case 'voiceQuestion':
      return { description: '', voiceActive: true };
    case 'scale':
      return { scaleMin: 1, scaleMax: 5, scaleMinLabel: '', scaleMaxLabel: '', hideResult: false, showPercentage: false };
    case 'spinnerWheel':
      return { spinDuration: SPINNER_DEFAULT_DURATION_SECONDS, spinCount: SPINNER_DEFAULT_SPINS };
    case 'textSlide':
      return { subheading: '', layout: 'default' };
    case 'bulletPoints':
      return { showAllBulletPoints: false, layout: 'default' };
    case 'image':
      return { image: null, imageCaption: '', layout: 'default' };
    case 'youtube':
      return { youtubeLink: null };
    case 'document':
      return { image: null };
    case 'googleSlides':
      return {};
    case 'leaderboard':
      return { isLeaderboardEnabled: true, leaderboardView: 'individual' };
    default: {
      const unhandled: never = type;
      throw new Error(`Unknown slide type ${String(unhandled)}`);
    }
  }
}

/** Everything a brand-new slide of this type holds before the presenter edits it. */
export function defaultSlideFields(
  type: SlideType,
  slideType: SecondarySlideType,
  style: SlideStyle,
  newId: () => string,
): SlideFields {
  return {
    title: defaultSlideTitle(type),
    titleHTML: '',
    notes: '',
    textColour: style.textColour,
    baseColour: style.baseColour,
    visibility: style.visibility,
    backgroundImage: style.backgroundImage ?? null,
    metadata: { isImportedFromPPT: false },
    ...typeDefaults(effectiveSlideType(type, slideType), newId),
  };
}
