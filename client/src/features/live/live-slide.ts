import type { DeckSlide } from '../../../../contracts/deck/read-model.js';
import type { AudienceSlide } from '../../../../contracts/live/socket-protocol.js';
import { isPlaceholderText } from '../../../../contracts/slides/plain-text.js';
import { CHART_TYPES, type ChartType } from '../../../../contracts/slides/slide-types.js';
import { OPEN_ENDED_LAYOUTS } from '../../../../contracts/slides/slide-fields.js';
import { answerSettingsOf, type AnswerSettings, type LiveSlideRules } from '../../../../services/live/domain/live-slide.js';

export type OpenEndedLayout = (typeof OPEN_ENDED_LAYOUTS)[number];

/** The settings that shape answering (read by the live domain, as the server reads them) and showing results. */
export interface LiveSettings extends AnswerSettings {
  readonly typeChart: ChartType;
  readonly showPercentage: boolean;
  readonly hideResult: boolean;
  readonly scaleMinLabel: string;
  readonly scaleMaxLabel: string;
  readonly openEndedLayout: OpenEndedLayout;
  readonly wordCloudSmartGrouping: boolean;
  readonly subheading: string;
  readonly description: string;
  readonly textColour: string | null;
  readonly baseColour: string | null;
  /** The deck's palette for charts (its theme's colours); null: the option colours. */
  readonly chartColours: readonly string[] | null;
}

/** A slide as both screens show it live: the presenter's deck slide or the audience's slimmer copy. */
export interface LiveSlide {
  readonly id: string;
  readonly type: string;
  readonly title: string;
  /** image: an option's picture (image choice, pick image), as the deck stores it. */
  readonly options: readonly { id: string; title: string; image?: unknown }[];
  readonly settings: LiveSettings;
}

const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const colour = (value: unknown) => (typeof value === 'string' && /^#[0-9a-f]{3,8}$/i.test(value) ? value : null);
const colours = (value: unknown) => (Array.isArray(value) && value.length > 0 && value.every((entry) => colour(entry) !== null) ? (value as string[]) : null);

export function readLiveSettings(raw: Readonly<Record<string, unknown>>): LiveSettings {
  const chart = raw.typeChart;
  const layout = raw.openEndedLayout;
  return {
    ...answerSettingsOf(raw),
    typeChart: (CHART_TYPES as readonly unknown[]).includes(chart) ? (chart as ChartType) : 'bars',
    showPercentage: bool(raw.showPercentage, false),
    hideResult: bool(raw.hideResult, false),
    scaleMinLabel: text(raw.scaleMinLabel),
    scaleMaxLabel: text(raw.scaleMaxLabel),
    openEndedLayout: (OPEN_ENDED_LAYOUTS as readonly unknown[]).includes(layout) ? (layout as OpenEndedLayout) : 'grid',
    wordCloudSmartGrouping: bool(raw.wordCloudSmartGrouping, false),
    subheading: text(raw.subheading),
    description: text(raw.description),
    textColour: colour(raw.textColour),
    baseColour: colour(raw.baseColour),
    chartColours: colours(raw.chartColours),
  };
}

export function fromDeckSlide(slide: DeckSlide): LiveSlide {
  return {
    id: slide.id,
    type: slide.type,
    title: slide.title ?? '',
    options: slide.options.map((option) => ({ id: option.id, title: option.title, image: option.image })),
    settings: readLiveSettings(slide as unknown as Record<string, unknown>),
  };
}

/** The presenter's slide with the deck's palette, which the deck keeps apart from its slides (phones get it in the slide). */
export function withChartColours(slide: LiveSlide, chartColours: readonly string[] | null): LiveSlide {
  return chartColours && chartColours.length > 0 ? { ...slide, settings: { ...slide.settings, chartColours } } : slide;
}

export function fromAudienceSlide(slide: AudienceSlide): LiveSlide {
  return {
    id: slide.id,
    type: slide.type,
    // An unwritten title is the editor's prompt ("Click to add heading"), not something to show a phone.
    title: isPlaceholderText(slide.title) ? '' : slide.title,
    options: slide.options.map((option) => ({ id: option.id, title: option.title, image: option.image })),
    settings: readLiveSettings(slide.settings),
  };
}

/** What the live domain's answer rules take (live activities have no secondary type, so their type is what they answer as). */
export function answerRulesOf(slide: LiveSlide): LiveSlideRules {
  return { ...slide.settings, id: slide.id, type: slide.type, optionIds: slide.options.map((option) => option.id) };
}
