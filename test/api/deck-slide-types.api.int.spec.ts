import type { DeckSlide } from '../../contracts/deck/read-model.js';
import { deckApi } from './support/deck-api.js';
import { registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

interface Case {
  readonly type: string;
  readonly slideType?: string;
  /** Doc 2 §3 default titles. */
  readonly title: string;
  /** Doc 2 §5 option defaults: the option titles the slide starts with. */
  readonly options: readonly string[];
  /** Type-specific defaults (doc 2 §3, §5, §9). */
  readonly fields: Partial<Record<string, unknown>>;
}

const QUESTION = 'Click to add question';
const HEADING = 'Click to add heading';
const THREE_EMPTY = ['', '', ''];
const QUIZ = { timeLimit: 30, showCorrectOption: true };
const CHOICE = { typeChart: 'bars', multipleChoice: false, limitChoice: 2, hideResult: false, showPercentage: false };
const twoEmptyCategories = [
  { id: expect.any(String), value: '', options: [] },
  { id: expect.any(String), value: '', options: [] },
];

/** One row per slide type of doc 2 §3 (and each pickAnswer secondary type), with what the spec says it starts with. */
const CASES: readonly Case[] = [
  { type: 'pickAnswer', title: QUESTION, options: THREE_EMPTY, fields: { ...QUIZ, multipleChoice: false } },
  { type: 'pickAnswer', slideType: 'imageChoice', title: QUESTION, options: THREE_EMPTY, fields: QUIZ },
  { type: 'pickAnswer', slideType: 'typeAnswer', title: QUESTION, options: [], fields: { ...QUIZ, correctQuizTypeAnswer: '', otherCorrectQuiz: [] } },
  { type: 'pickAnswer', slideType: 'matchPairs', title: QUESTION, options: [], fields: { ...QUIZ, matchingQuestionOptions: [] } },
  { type: 'pickAnswer', slideType: 'correctOrder', title: QUESTION, options: [], fields: QUIZ },
  { type: 'pickAnswer', slideType: 'categorise', title: QUESTION, options: [], fields: { ...QUIZ, categories: twoEmptyCategories } },
  { type: 'imageChoice', title: QUESTION, options: THREE_EMPTY, fields: QUIZ },
  { type: 'pickImage', title: QUESTION, options: [], fields: CHOICE },
  { type: 'multipleChoice', title: QUESTION, options: THREE_EMPTY, fields: CHOICE },
  { type: 'poll', title: QUESTION, options: [], fields: CHOICE },
  {
    type: 'freestyle',
    title: '',
    options: [],
    fields: {
      canvasBlocks: [
        expect.objectContaining({ type: 'RichText', tag: 'heading', content: { value: `<p>${HEADING}</p>` } }),
        expect.objectContaining({ type: 'RichText', tag: 'content', content: { value: '<p>Click to add content</p>' } }),
      ],
    },
  },
  { type: 'wordCloud', title: QUESTION, options: [], fields: { entriesPerParticipant: 1, wordCloudSmartGrouping: false, hideResult: false } },
  { type: 'openEnded', title: QUESTION, options: [], fields: { openEndedLayout: 'grid', openEndedMultipleOption: false, additionalFields: [] } },
  { type: 'ideas', title: QUESTION, options: [], fields: { limitChoice: 3, entriesPerParticipant: 1 } },
  { type: 'question', title: QUESTION, options: [], fields: { description: '' } },
  { type: 'voiceQuestion', title: QUESTION, options: ['Your name', 'Your sitting area'], fields: { voiceActive: true } },
  { type: 'scale', title: QUESTION, options: THREE_EMPTY, fields: { scaleMin: 1, scaleMax: 5 } },
  { type: 'spinnerWheel', title: QUESTION, options: [], fields: { spinDuration: 10, spinCount: 7 } },
  { type: 'qrcode', title: HEADING, options: [], fields: {} },
  { type: 'textSlide', title: HEADING, options: [], fields: { subheading: '', layout: 'default' } },
  { type: 'bulletPoints', title: HEADING, options: THREE_EMPTY, fields: { showAllBulletPoints: false, layout: 'default' } },
  { type: 'image', title: HEADING, options: [], fields: { image: null, imageCaption: '' } },
  { type: 'youtube', title: HEADING, options: [], fields: { youtubeLink: null } },
  { type: 'document', title: HEADING, options: [], fields: {} },
  { type: 'googleSlides', title: HEADING, options: [], fields: {} },
  { type: 'leaderboard', title: 'Leaderboard', options: [], fields: { isLeaderboardEnabled: true, leaderboardView: 'individual' } },
  { type: 'correctOrder', title: QUESTION, options: [], fields: QUIZ },
  { type: 'matchPairs', title: QUESTION, options: [], fields: { ...QUIZ, matchingQuestionOptions: [] } },
  { type: 'typeAnswer', title: QUESTION, options: [], fields: { ...QUIZ, correctQuizTypeAnswer: '' } },
  { type: 'categorise', title: QUESTION, options: [], fields: { ...QUIZ, categories: twoEmptyCategories } },
];

/** Doc 2 §3 "Blank slide style". */
const BLANK_STYLE = { textColour: '#313131', baseColour: '#ffffff', visibility: 20 };

describe('Every slide type over HTTP (spec doc 2 §3, §5)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('creates one slide of every type and reads each back from the deck with its defaults', async () => {
    const { token } = await registerPresenter(t.http);
    const api = deckApi(t, token);
    const presentationId = await api.createPresentation();

    const created: DeckSlide[] = [];
    for (const { type, slideType } of CASES) {
      const slide = await api.addSlide(presentationId, { type, ...(slideType ? { slideType } : {}) });
      expect(slide).toMatchObject({ type, slideType: slideType ?? null });
      created.push(slide);
    }
    const deck = await api.deck(presentationId);

    // Doc 2 §4: each new slide goes after the active one (the last added) and after a leaderboard that follows it;
    // every pickAnswer brings its leaderboard. Orders stay 1..n.
    const expectedTypes = CASES.flatMap(({ type }) => (type === 'pickAnswer' ? [type, 'leaderboard'] : [type]));
    expect(deck.slides.map((slide) => slide.type)).toEqual(expectedTypes);
    expect(deck.slides.map((slide) => slide.order)).toEqual(expectedTypes.map((_, index) => index + 1));
    expect(deck.activeSlideId).toBe(created.at(-1)!.id);

    for (const [index, testCase] of CASES.entries()) {
      const slide = deck.slides.find((candidate) => candidate.id === created[index]!.id);
      const label = `${testCase.type}${testCase.slideType ? `/${testCase.slideType}` : ''}`;
      expect({ label, slide }).toMatchObject({
        label,
        slide: { ...BLANK_STYLE, title: testCase.title, slideType: testCase.slideType ?? null, ...testCase.fields },
      });
      expect({ label, options: slide!.options.map((option) => option.title) }).toEqual({ label, options: testCase.options });
      expect(slide!.options.map((option) => option.order)).toEqual(testCase.options.map((_, order) => order + 1));
      // The create call answered with the same slide the deck shows.
      expect(created[index]).toEqual(slide);
    }
    // The leaderboards that pickAnswer brought have the leaderboard defaults.
    const leaderboards = deck.slides.filter((slide) => slide.type === 'leaderboard');
    expect(leaderboards).toHaveLength(7);
    for (const leaderboard of leaderboards) expect(leaderboard).toMatchObject({ title: 'Leaderboard', isLeaderboardEnabled: true, options: [] });

    // The list shows the slide count (presentation-list v2 follows the deck's events).
    const list = await t.http.get('/api/presentation').set(api.auth).expect(200);
    expect(list.body.presentations[0]).toMatchObject({ id: presentationId, slideCount: expectedTypes.length, revision: deck.revision });
  });
});
