import type { DeckSlide } from '../../../../contracts/deck/read-model.js';
import type { AnswerValue } from '../../../../contracts/live/answers.js';
import type { AudienceSlide } from '../../../../contracts/live/socket-protocol.js';
import { CHART_TYPES, type ChartType } from '../../../../contracts/slides/slide-types.js';
import { OPEN_ENDED_LAYOUTS } from '../../../../contracts/slides/slide-fields.js';

export type OpenEndedLayout = (typeof OPEN_ENDED_LAYOUTS)[number];

/** The settings that shape answering and showing results, read with the same defaults the server applies. */
export interface LiveSettings {
  readonly typeChart: ChartType;
  readonly showPercentage: boolean;
  readonly hideResult: boolean;
  readonly multipleChoice: boolean;
  readonly limitChoice: number;
  readonly entriesPerParticipant: number;
  readonly scaleMin: number;
  readonly scaleMax: number;
  readonly scaleMinLabel: string;
  readonly scaleMaxLabel: string;
  readonly openEndedLayout: OpenEndedLayout;
  readonly wordCloudSmartGrouping: boolean;
  readonly subheading: string;
  readonly description: string;
  readonly textColour: string | null;
  readonly baseColour: string | null;
}

/** A slide as both screens show it live: the presenter's deck slide or the audience's slimmer copy. */
export interface LiveSlide {
  readonly id: string;
  readonly type: string;
  readonly title: string;
  readonly options: readonly { id: string; title: string }[];
  readonly settings: LiveSettings;
}

const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
const int = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isInteger(value) ? value : fallback);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const colour = (value: unknown) => (typeof value === 'string' && /^#[0-9a-f]{3,8}$/i.test(value) ? value : null);

export function readLiveSettings(raw: Readonly<Record<string, unknown>>): LiveSettings {
  const chart = raw.typeChart;
  const layout = raw.openEndedLayout;
  return {
    typeChart: (CHART_TYPES as readonly unknown[]).includes(chart) ? (chart as ChartType) : 'bars',
    showPercentage: bool(raw.showPercentage, false),
    hideResult: bool(raw.hideResult, false),
    multipleChoice: bool(raw.multipleChoice, false),
    // The server's answer rules read a missing limit as 1 and a missing entry count as 1 (services/live/domain/live-slide.ts).
    limitChoice: int(raw.limitChoice, 1),
    entriesPerParticipant: int(raw.entriesPerParticipant, 1),
    scaleMin: int(raw.scaleMin, 1),
    scaleMax: int(raw.scaleMax, 5),
    scaleMinLabel: text(raw.scaleMinLabel),
    scaleMaxLabel: text(raw.scaleMaxLabel),
    openEndedLayout: (OPEN_ENDED_LAYOUTS as readonly unknown[]).includes(layout) ? (layout as OpenEndedLayout) : 'grid',
    wordCloudSmartGrouping: bool(raw.wordCloudSmartGrouping, false),
    subheading: text(raw.subheading),
    description: text(raw.description),
    textColour: colour(raw.textColour),
    baseColour: colour(raw.baseColour),
  };
}

export function fromDeckSlide(slide: DeckSlide): LiveSlide {
  return {
    id: slide.id,
    type: slide.type,
    title: slide.title ?? '',
    options: slide.options.map((option) => ({ id: option.id, title: option.title })),
    settings: readLiveSettings(slide as unknown as Record<string, unknown>),
  };
}

export function fromAudienceSlide(slide: AudienceSlide): LiveSlide {
  return {
    id: slide.id,
    type: slide.type,
    title: slide.title,
    options: slide.options.map((option) => ({ id: option.id, title: option.title })),
    settings: readLiveSettings(slide.settings),
  };
}

/** The answers of the live activities (poll, word cloud, open-ended, scale); quizzes answer on their own screens. */
export type LiveAnswerKind = Extract<AnswerValue['kind'], 'choice' | 'words' | 'text' | 'rating'>;

/** Which answer each live activity takes (the server's services/live/domain/answer-rules.ts); null: none here. */
export function answerKindOf(slideType: string): LiveAnswerKind | null {
  switch (slideType) {
    case 'poll':
    case 'multipleChoice':
      return 'choice';
    case 'wordCloud':
      return 'words';
    case 'openEnded':
      return 'text';
    case 'scale':
      return 'rating';
    default:
      return null;
  }
}
