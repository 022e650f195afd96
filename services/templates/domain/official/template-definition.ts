import type { SlideFieldsInput } from '../../../../contracts/slides/slide-fields.js';
import type { SlideType } from '../../../../contracts/slides/slide-types.js';
import type { TemplateCategory } from '../../../../contracts/templates/categories.js';

/** One slide of an official template: its type, question or heading, options and presenter notes. */
export interface TemplateSlideDefinition {
  readonly type: SlideType;
  readonly fields: SlideFieldsInput & { readonly title: string };
  readonly options?: readonly { readonly title: string; readonly correct?: boolean }[];
}

/** An official template as written here; seeded as an ordinary deck owned by the official templates' account. */
export interface OfficialTemplateDefinition {
  /** Stable for ever: the deck's id and share code are derived from it. */
  readonly key: string;
  readonly name: string;
  readonly category: TemplateCategory;
  readonly description: string;
  readonly slides: readonly TemplateSlideDefinition[];
}

const titled = (title: string, notes?: string) => ({ title, ...(notes && { notes: `<p>${notes}</p>` }) });

export const heading = (title: string, subheading: string, notes?: string): TemplateSlideDefinition => ({
  type: 'textSlide',
  fields: { ...titled(title, notes), subheading },
});

export const bullets = (title: string, items: readonly string[], notes?: string): TemplateSlideDefinition => ({
  type: 'bulletPoints',
  fields: titled(title, notes),
  options: items.map((item) => ({ title: item })),
});

export const poll = (title: string, choices: readonly string[], notes?: string): TemplateSlideDefinition => ({
  type: 'poll',
  fields: titled(title, notes),
  options: choices.map((choice) => ({ title: choice })),
});

/**
 * A scored quiz question (it brings its leaderboard, as every quiz question added to a deck does). The correct
 * answer is written first here and shown at a position that depends on the question, so it is not always A.
 */
export const quiz = (title: string, answers: readonly string[], correctIndex: number, timeLimit = 20, notes?: string): TemplateSlideDefinition => {
  const correct = answers[correctIndex]!;
  const others = answers.filter((_, index) => index !== correctIndex);
  const position = [...title].reduce((sum, character) => sum + character.charCodeAt(0), 0) % answers.length;
  const shown = [...others.slice(0, position), correct, ...others.slice(position)];
  return {
    type: 'pickAnswer',
    fields: { ...titled(title, notes), timeLimit },
    options: shown.map((answer) => ({ title: answer, correct: answer === correct })),
  };
};

export const wordCloud = (title: string, notes?: string, entriesPerParticipant = 3): TemplateSlideDefinition => ({
  type: 'wordCloud',
  fields: { ...titled(title, notes), entriesPerParticipant },
});

export const openEnded = (title: string, notes?: string): TemplateSlideDefinition => ({ type: 'openEnded', fields: titled(title, notes) });

export const ideas = (title: string, notes?: string, entriesPerParticipant = 3): TemplateSlideDefinition => ({
  type: 'ideas',
  fields: { ...titled(title, notes), entriesPerParticipant },
});

export const qna = (title: string, description: string): TemplateSlideDefinition => ({ type: 'question', fields: { title, description } });

/** Statements rated on one scale (spec doc 2 §3 "scale": each option is a statement). */
export const rating = (
  title: string,
  statements: readonly string[],
  labels: { readonly min: string; readonly max: string },
  notes?: string,
): TemplateSlideDefinition => ({
  type: 'scale',
  fields: { ...titled(title, notes), scaleMin: 1, scaleMax: 5, scaleMinLabel: labels.min, scaleMaxLabel: labels.max },
  options: statements.map((statement) => ({ title: statement })),
});

export const spinner = (title: string, entries: readonly string[], notes?: string): TemplateSlideDefinition => ({
  type: 'spinnerWheel',
  fields: titled(title, notes),
  options: entries.map((entry) => ({ title: entry })),
});
