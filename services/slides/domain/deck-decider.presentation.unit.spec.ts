import { BusinessRuleViolated, ValidationFailed } from '../../shared-kernel/domain/domain-errors.js';
import { deckScenario } from '../test-support/deck-scenario.js';

describe('deck decider: presentation settings, look and participant info', () => {
  it('spec doc 2 §9: a deck starts with team play set to 5 teams of 3', () => {
    expect(deckScenario().deck().settings).toMatchObject({ teamPlay: false, teamCount: 5, teamSize: 3 });
  });

  it('spec doc 2 §3: settings change one switch at a time; the same value again decides to nothing', () => {
    const given = deckScenario();
    const events = given.when('UpdatePresentationSettings', { settings: { isEnableChat: true, teamPlay: false } });
    expect(events).toEqual([expect.objectContaining({ data: expect.objectContaining({ changes: { isEnableChat: true } }) })]);
    expect(given.when('UpdatePresentationSettings', { settings: { isEnableChat: true } })).toEqual([]);
    expect(given.deck().settings.isEnableChat).toBe(true);
  });

  it('spec doc 3 §5: an empty colour and visibility -1 are unset', () => {
    const given = deckScenario();
    given.when('UpdatePresentationAttributes', { attributes: { textColour: '#000000', visibility: 30 } });
    given.when('UpdatePresentationAttributes', { attributes: { textColour: '', visibility: -1 } });
    expect(given.deck().attributes).toMatchObject({ textColour: null, visibility: null });
  });

  it('spec doc 3 §9: the font is one of the 12 fonts, Plus Jakarta Sans by default', () => {
    const given = deckScenario();
    expect(given.deck().fontFamily).toBe('Plus Jakarta Sans');
    given.when('UpdatePresentationAttributes', { attributes: { fontFamily: 'Montserrat' } });
    expect(given.deck().fontFamily).toBe('Montserrat');
    expect(() => given.when('UpdatePresentationAttributes', { attributes: { fontFamily: 'Comic Sans MS' } })).toThrow();
  });

  it('spec doc 3 §3/§5: a theme is copied onto every slide; its unset colours leave the slides theirs', () => {
    const given = deckScenario();
    given.when('AddSlide', { type: 'poll' });
    given.when('AddSlide', { type: 'textSlide' });
    const background = { url: 'https://cdn.example.com/bg.jpg' };
    given.when('ApplyPresentationTheme', {
      theme: { themeName: 'Night 3', baseColour: '#101010', textColour: '', visibility: -1, backgroundImage: background },
    });
    const deck = given.deck();
    for (const slide of deck.slides) {
      expect(slide).toMatchObject({ baseColour: '#101010', textColour: '#313131', visibility: 20, backgroundImage: background });
    }
    expect(deck.attributes).toMatchObject({ themeName: 'Night 3', themeActive: true, textColour: null });
  });

  it("spec doc 2 §3: participant info heading defaults to 'Welcome to my presentation'", () => {
    expect(deckScenario().deck().participantInfo).toEqual({
      heading: 'Welcome to my presentation',
      isAudienceAdmission: false,
      fields: [],
    });
  });

  it('spec doc 2 §3/§5: system and custom participant fields, new ones get ids, at most 8', () => {
    const given = deckScenario();
    given.when('UpdateParticipantInfo', {
      isAudienceAdmission: true,
      fields: [
        { fieldType: 'system', name: 'name', required: true, hidden: false },
        { fieldType: 'custom', name: 'Age group', required: false, hidden: false },
      ],
    });
    const fields = given.deck().participantInfo.fields;
    expect(fields.map((field) => [field.fieldType, field.name])).toEqual([
      ['system', 'name'],
      ['custom', 'Age group'],
    ]);
    expect(fields.every((field) => field.id.length > 0)).toBe(true);
    const nine = Array.from({ length: 9 }, (_, index) => ({ fieldType: 'custom', name: `Field ${index}`, required: false, hidden: false }));
    expect(given.rejected('UpdateParticipantInfo', { fields: nine })).toBeInstanceOf(BusinessRuleViolated);
  });

  it('a system participant field is listed once', () => {
    const field = { fieldType: 'system', name: 'email', required: false, hidden: false };
    expect(deckScenario().rejected('UpdateParticipantInfo', { fields: [field, field] })).toBeInstanceOf(ValidationFailed);
  });
});

describe('deck decider: hints and embeds', () => {
  it('spec doc 2 §7 hints: a quiz question takes hints, which can be changed and removed', () => {
    const given = deckScenario();
    given.when('AddSlide', { type: 'pickAnswer' });
    const slideId = given.deck().slides[0]!.id;
    given.when('AddSlideHint', { slideId, text: '<p>Think of Europe</p>' });
    const hintId = given.deck().slides[0]!.hints[0]!.id;
    given.when('PatchSlideHint', { hintId, text: '<p>Think of France</p>' });
    expect(given.deck().slides[0]?.hints).toEqual([{ id: hintId, text: '<p>Think of France</p>', image: null }]);
    given.when('DeleteSlideHint', { hintId });
    expect(given.deck().slides[0]?.hints).toEqual([]);
  });

  it('hints only sit on quiz questions', () => {
    const given = deckScenario();
    given.when('AddSlide', { type: 'poll' });
    const slideId = given.deck().slides[0]!.id;
    expect(given.rejected('AddSlideHint', { slideId, text: 'x' })).toBeInstanceOf(BusinessRuleViolated);
  });

  it('spec doc 2 §3 embed: a pasted YouTube link is stored as its embed URL', () => {
    const given = deckScenario();
    given.when('AddSlide', { type: 'youtube' });
    const slideId = given.deck().slides[0]!.id;
    given.when('SetSlideEmbed', { slideId, embedSrc: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(given.deck().slides[0]?.embed).toEqual({
      originalUrl: 'https://youtu.be/dQw4w9WgXcQ',
      embedSrc: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
      platform: 'youtube',
    });
    given.when('RemoveSlideEmbed', { slideId });
    expect(given.deck().slides[0]?.embed).toBeNull();
  });

  it('spec doc 2 §7: an invalid embed link is a 400 reported under errors.embedSrc', () => {
    const given = deckScenario();
    given.when('AddSlide', { type: 'googleSlides' });
    const slideId = given.deck().slides[0]!.id;
    const error = given.rejected('SetSlideEmbed', { slideId, embedSrc: 'not a link' });
    expect(error).toBeInstanceOf(ValidationFailed);
    expect((error as ValidationFailed).issues).toEqual([expect.objectContaining({ path: 'errors.embedSrc' })]);
  });
});

describe('deck decider: auto title and results flag', () => {
  it('spec doc 3 §4: the default name is replaced by the first written slide title, once', () => {
    const given = deckScenario('My new presentation');
    given.when('AddSlide', { type: 'poll' });
    given.when('PatchSlide', { slideId: given.deck().slides[0]!.id, fields: { title: 'Where shall we eat. Vote now' } });
    expect(given.when('AutoTitlePresentation', {})).toEqual([
      expect.objectContaining({ type: 'PresentationAutoTitled', data: expect.objectContaining({ name: 'Where shall we eat' }) }),
    ]);
    expect(given.deck()).toMatchObject({ name: 'Where shall we eat', hasAutoSuggestedTitle: true });
    expect(given.when('AutoTitlePresentation', {})).toEqual([]);
  });

  it('spec doc 3 §4: a presentation with a name of its own keeps it', () => {
    const given = deckScenario('Quarterly review');
    given.when('AddSlide', { type: 'textSlide', fields: { title: 'Welcome' } });
    expect(given.when('AutoTitlePresentation', {})).toEqual([]);
  });

  it('spec doc 2 §4: the results flag is recorded when it changes', () => {
    const given = deckScenario();
    expect(given.when('SetPresentationResultsFlag', { hasResults: false })).toEqual([]);
    given.when('SetPresentationResultsFlag', { hasResults: true });
    expect(given.deck().hasResults).toBe(true);
  });
});
