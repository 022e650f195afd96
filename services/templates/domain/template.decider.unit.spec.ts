import { OFFICIAL_TEMPLATES_OWNER_ID, TEMPLATE_CATEGORIES } from '../../../contracts/templates/categories.js';
import { COMMUNITY_MESSAGES, communityRefusal } from '../../../contracts/templates/community-filter.js';
import { givenWhenThen, SPEC_NOW } from '../../shared-kernel/domain/given-when-then.js';
import { BusinessRuleViolated, Forbidden, NotFound } from '../../shared-kernel/domain/domain-errors.js';
import { OFFICIAL_TEMPLATES } from './official/catalogue.js';
import { templateDecider, type TemplateCommand } from './template.decider.js';
import type { TemplateStreamEvent } from './template-state.js';

const { given } = givenWhenThen(templateDecider);
const user = (id: string) => ({ kind: 'user' as const, id });
const official = { kind: 'system' as const, id: OFFICIAL_TEMPLATES_OWNER_ID };
const created = (name: string): TemplateStreamEvent => ({
  type: 'PresentationCreated',
  data: { presentationId: 'p1', ownerId: 'u-owner', name, language: 'en', fontFamily: 'Plus Jakarta Sans', accessCode: '123456', uniqueAccessCode: 'abcdefghij', createdAt: SPEC_NOW },
});
const PUBLISH: TemplateCommand = { type: 'PublishToCommunity', category: 'Work', description: 'Our retro', shareCode: 'newcode123' };

describe('template decider (spec doc 3 §3-§5)', () => {
  it('the official library has at least 30 templates, in every category, with unique keys and names', () => {
    expect(OFFICIAL_TEMPLATES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(OFFICIAL_TEMPLATES.map((template) => template.key)).size).toBe(OFFICIAL_TEMPLATES.length);
    expect(new Set(OFFICIAL_TEMPLATES.map((template) => template.name)).size).toBe(OFFICIAL_TEMPLATES.length);
    for (const category of TEMPLATE_CATEGORIES) expect(OFFICIAL_TEMPLATES.filter((template) => template.category === category).length).toBeGreaterThanOrEqual(4);
    // Every template has an activity the audience answers, not only content slides.
    for (const template of OFFICIAL_TEMPLATES) expect(template.slides.some((slide) => !['textSlide', 'bulletPoints'].includes(slide.type))).toBe(true);
  });

  it('seeds an official template as one deck with its slides, copy link and listing; seeding again decides nothing', () => {
    const definition = OFFICIAL_TEMPLATES[0]!;
    const command: TemplateCommand = { type: 'SeedOfficialTemplate', presentationId: 'p1', definition, shareCode: 'abcdefghij', accessCode: '123456', uniqueAccessCode: 'zyxwvutsrq', isAdminPick: true };
    const events = given([]).when(command, official);
    const types = events.map((event) => event.type);
    expect(types[0]).toBe('PresentationCreated');
    expect(types.filter((type) => type === 'SlideAdded').length).toBeGreaterThanOrEqual(definition.slides.length);
    expect(types.slice(-3)).toEqual(['PresentationCopyLinkShared', 'PresentationPublishedAsTemplate', 'TemplateAdminPickSet']);
    expect(given(events).when(command, official)).toEqual([]);
    expect(() => given([]).when(command, user('u-owner'))).toThrow(Forbidden);
  });

  it('publishes a deck of 3 slides with a name of its own, opening its copy link; refuses the spec filter\'s exclusions', () => {
    const seeded = given([]).when(
      { type: 'SeedOfficialTemplate', presentationId: 'p1', definition: { ...OFFICIAL_TEMPLATES[0]!, name: 'Team retro' }, shareCode: 'abcdefghij', accessCode: '1', uniqueAccessCode: '2', isAdminPick: false },
      official,
    );
    // The seeded deck's slides, moved to a presenter's own deck.
    const deckOfSlides = (name: string, count: number) => [created(name), ...seeded.filter((event) => event.type === 'SlideAdded').slice(0, count).map((event) => ({ ...event, data: { ...event.data, presentationId: 'p1' } }) as TemplateStreamEvent)];
    const published = given(deckOfSlides('Team retro', 3)).when(PUBLISH, user('u-owner'));
    expect(published.map((event) => event.type)).toEqual(['PresentationCopyLinkShared', 'PresentationPublishedAsTemplate']);
    expect(published[1]!.data).toMatchObject({ kind: 'community', category: 'Work', description: 'Our retro' });
    expect(given([...deckOfSlides('Team retro', 3), ...published]).when(PUBLISH, user('u-owner'))).toEqual([]);
    expect(() => given(deckOfSlides('Team retro', 2)).when(PUBLISH, user('u-owner'))).toThrow(new BusinessRuleViolated(COMMUNITY_MESSAGES.tooFewSlides));
    expect(() => given(deckOfSlides('Your saved WordCloud', 3)).when(PUBLISH, user('u-owner'))).toThrow(new BusinessRuleViolated(COMMUNITY_MESSAGES.defaultName));
    expect(given(deckOfSlides('General Knowledge Quiz', 1)).when(PUBLISH, user('u-owner'))).toHaveLength(2);
    expect(() => given(deckOfSlides('Team retro', 3)).when(PUBLISH, user('u-stranger'))).toThrow(NotFound);
    // An official template is the product's: not published nor unpublished by anyone.
    expect(() => given(seeded).when({ type: 'UnpublishFromCommunity' }, user(OFFICIAL_TEMPLATES_OWNER_ID))).toThrow(Forbidden);
  });

  it('unpublishes once; only the admin command (a system actor) sets an admin pick', () => {
    const seeded = given([]).when({ type: 'SeedOfficialTemplate', presentationId: 'p1', definition: OFFICIAL_TEMPLATES[1]!, shareCode: 'abcdefghij', accessCode: '1', uniqueAccessCode: '2', isAdminPick: false }, official);
    const admin = { kind: 'system' as const, id: 'admin-cli' };
    expect(given(seeded).when({ type: 'SetAdminPick', isAdminPick: true }, admin)).toEqual([{ type: 'TemplateAdminPickSet', data: { presentationId: 'p1', isAdminPick: true, setBy: 'admin-cli', setAt: SPEC_NOW } }]);
    expect(given(seeded).when({ type: 'SetAdminPick', isAdminPick: false }, admin)).toEqual([]);
    expect(() => given(seeded).when({ type: 'SetAdminPick', isAdminPick: true }, user('u-owner'))).toThrow(Forbidden);
    expect(() => given([]).when({ type: 'SetAdminPick', isAdminPick: true }, admin)).toThrow(NotFound);
  });

  it('the community filter: official ones out, General Knowledge Quiz always in', () => {
    expect(communityRefusal({ name: 'Team retro', slideCount: 3, kind: 'community' })).toBeNull();
    expect(communityRefusal({ name: 'Team retro', slideCount: 9, kind: 'official' })).toBe('official');
    expect(communityRefusal({ name: 'General Knowledge Quiz', slideCount: 1, kind: 'official' })).toBeNull();
    expect(communityRefusal({ name: 'My new presentation', slideCount: 5, kind: 'community' })).toBe('defaultName');
  });
});
