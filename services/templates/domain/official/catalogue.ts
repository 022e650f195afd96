import { FUN_TEMPLATES } from './fun-templates.js';
import { HOLIDAY_TEMPLATES } from './holiday-templates.js';
import { OTHER_TEMPLATES } from './other-templates.js';
import { SCHOOL_TEMPLATES } from './school-templates.js';
import type { OfficialTemplateDefinition } from './template-definition.js';
import { WORK_TEMPLATES } from './work-templates.js';

/** Every official template, seeded once as an ordinary deck (official-template-seeder.ts). */
export const OFFICIAL_TEMPLATES: readonly OfficialTemplateDefinition[] = [
  ...WORK_TEMPLATES,
  ...SCHOOL_TEMPLATES,
  ...FUN_TEMPLATES,
  ...HOLIDAY_TEMPLATES,
  ...OTHER_TEMPLATES,
];

/** Picked by the product at seeding; an admin changes picks with `npm run admin -- set-template-pick`. */
export const INITIAL_ADMIN_PICKS: ReadonlySet<string> = new Set([
  'sprint-retrospective',
  'general-knowledge-quiz',
  'class-check-in',
  'icebreaker-questions',
  'event-feedback-survey',
  'pub-quiz-night',
]);
