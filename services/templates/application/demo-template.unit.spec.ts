import { describe, expect, it } from '@jest/globals';
import { DEMO_SHARE_CODE, DEMO_TEMPLATE_KEY } from '../../../contracts/templates/demo-template.js';
import { OFFICIAL_TEMPLATES } from '../domain/official/catalogue.js';
import { officialShareCode } from './official-template-ids.js';

describe('the demo deck', () => {
  it('is an official template whose share code the client holds', () => {
    expect(OFFICIAL_TEMPLATES.map((template) => template.key)).toContain(DEMO_TEMPLATE_KEY);
    expect(officialShareCode(DEMO_TEMPLATE_KEY)).toBe(DEMO_SHARE_CODE);
  });

  it('opens with something the audience answers on their phones', () => {
    const demo = OFFICIAL_TEMPLATES.find((template) => template.key === DEMO_TEMPLATE_KEY)!;
    expect(demo.slides.filter((slide) => slide.type === 'poll').length).toBeGreaterThanOrEqual(2);
  });
});
