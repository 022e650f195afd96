import { describe, expect, it } from '@jest/globals';
import { deckCommandSchema } from '../../../../contracts/deck/deck-commands.js';
import { OFFICIAL_TEMPLATES_OWNER_ID } from '../../../../contracts/templates/categories.js';
import { decideDeckChange } from '../../../../services/slides/domain/deck-decider.js';
import { evolveDeck } from '../../../../services/slides/domain/deck-state.js';
import { OFFICIAL_TEMPLATES } from '../../../../services/templates/domain/official/catalogue.js';
import { templateDecider } from '../../../../services/templates/domain/template.decider.js';
import { evolveTemplate, initialTemplateState } from '../../../../services/templates/domain/template-state.js';
import { addSlideCommand, slidesToAdd } from './template-slide-commands.js';

const context = { actor: { kind: 'system' as const, id: OFFICIAL_TEMPLATES_OWNER_ID }, now: '2026-03-01T09:00:00.000Z', newId: (() => { let n = 0; return () => `id-${++n}`; })() };

describe('adding a template\'s slides to a deck', () => {
  it.each(OFFICIAL_TEMPLATES.map((definition) => [definition.name, definition] as const))('%s: valid AddSlide commands that rebuild the same slides', (_name, definition) => {
    const events = templateDecider.decide({ type: 'SeedOfficialTemplate', presentationId: 'tpl', definition, shareCode: 'abcdefghij', accessCode: '1', uniqueAccessCode: '2', isAdminPick: false }, initialTemplateState, context);
    const template = events.reduce(evolveTemplate, initialTemplateState).deck;
    // A deck of someone's with one slide already: the template's slides go after it, in order.
    let target = evolveDeck(template, { type: 'PresentationCreated', data: { presentationId: 'mine' } } as never);
    target = { ...target, presentationId: 'mine', slides: [], deletedSlides: [] };
    let after: string | undefined;
    for (const slide of slidesToAdd(template.slides)) {
      const command = addSlideCommand('mine', slide, after);
      expect(deckCommandSchema.safeParse(command).success).toBe(true);
      const added = decideDeckChange(command, target, context);
      target = added.reduce(evolveDeck, target);
      after = (added[0]!.data as { slideId: string }).slideId;
    }
    expect(target.slides.map((slide) => [slide.type, slide.title, slide.options.map((option) => [option.title, option.correct])])).toEqual(
      template.slides.map((slide) => [slide.type, slide.title, slide.options.map((option) => [option.title, option.correct])]),
    );
  });
});
