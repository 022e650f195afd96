import '../../test-support/jsdom-text-encoding.js';
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import '../../i18n/index.js';
import type { DeckSlide } from '../../../../contracts/deck/read-model.js';
import { DEFAULT_PRESENTATION_SETTINGS } from '../../../../contracts/deck/settings.js';
import type { SlideResults } from '../../../../contracts/live/results.js';
import type { AudienceSnapshot, PresenterSnapshot } from '../../../../contracts/live/socket-protocol.js';
import { defaultLineBlock, defaultShapeBlock } from '../../../../contracts/slides/canvas-block-defaults.js';
import { convertEmbedUrl } from '../../../../contracts/slides/embed-url.js';
import { isPlaceholderText } from '../../../../contracts/slides/plain-text.js';
import { BLANK_STYLE, defaultOptionTitles, defaultSlideFields } from '../../../../contracts/slides/slide-defaults.js';
import { quizQuestionType } from '../../../../contracts/quiz/constants.js';
import type { QuizQuestionView, QuizStatePayload } from '../../../../contracts/quiz/socket-protocol.js';
import { audienceSlide } from '../../../../services/live/domain/live-slide.js';
import { buildQuestion } from '../../../../services/quiz/domain/question-setup.js';
import { AppServicesProvider, createAppServices } from '../../app-services.js';
import { fakeFetch, json } from '../../test-support/fake-fetch.js';
import { memoryStorage, signedInStorage } from '../../test-support/fixtures.js';
import { AudienceApp } from '../audience/AudienceApp.js';
import { JoinStore } from '../audience/join-store.js';
import { deckDocument } from '../live/deck-fixture.js';
import { FakeLiveConnection } from '../live/fake-live-connection.js';
import { PresentingScreen } from '../live/PresentingScreen.js';
import { quizState } from '../quiz/quiz-fixtures.js';
import { PICKER_SECTIONS, type SlideKind, type SlideKindKey } from './slide-catalogue.js';

/**
 * "The slide picker offers only what runs" (issue 22): every kind the picker offers, made as the picker makes it
 * and filled in as a presenter would, presents on the stage in a view of its own, and shows on a phone something
 * other than "Look at the presenter's screen" wherever it takes part (answers, ideas, questions, the wheel).
 */

const IMAGE = { url: 'https://images.example.org/cat.jpg', name: 'cat.jpg' };
const FALLBACK = 'Look at the presenter’s screen.';

interface Expectation {
  /** What the presenter fills in after picking it (the picker's slide, as made, is the base). */
  readonly authored?: (slide: DeckSlide) => Partial<DeckSlide>;
  /** The presenter room's results for the slide, where it collects answers. */
  readonly results?: (slide: DeckSlide) => SlideResults;
  /** Inside the stage: the view only this kind of slide draws. */
  readonly stage: string;
  /** Inside the phone's slide card: the view it shows, or null where it shows only the title and points at the stage. */
  readonly phone: string | null;
  /** What the server tells a phone besides the session (the Q&A availability). */
  readonly phoneEvents?: (connection: FakeLiveConnection) => void;
}

const titled = (slide: DeckSlide) => ({ options: slide.options.map((option, index) => ({ ...option, title: `Option ${index + 1}` })) });
const choice = (slide: DeckSlide): SlideResults => ({ kind: 'choice', slideId: slide.id, respondents: 1, counts: { [slide.options[0]!.id]: 1 } });
const QUIZ_STAGE = '.quiz-screen[data-stage="question"]';
const QUIZ_PHONE = '.quiz-phone[data-stage="question"] .quiz-answer';
const orderItems = (slide: DeckSlide) => ({ options: ['First', 'Second', 'Third'].map((title, index) => ({ id: `${slide.id}-o${index + 1}`, title, image: null, correct: false, order: index + 1 })) });

/** Keyed by every kind, so a kind added to the picker without its check here does not compile. */
const EXPECTED: Record<SlideKindKey, Expectation> = {
  // Quiz questions: checked while the question runs (the server's quiz:state pushed to the stage and the phone).
  pickAnswer: { authored: titled, stage: `${QUIZ_STAGE} .quiz-tile`, phone: `${QUIZ_PHONE} .quiz-button-answer` },
  typeAnswer: { authored: () => ({ correctQuizTypeAnswer: 'Paris' }), stage: `${QUIZ_STAGE} .quiz-stage__prompt`, phone: `${QUIZ_PHONE} input.quiz-answer__input` },
  imageChoice: {
    authored: (slide) => ({ options: slide.options.map((option) => ({ ...option, title: 'Cat', image: IMAGE })) }),
    stage: `${QUIZ_STAGE} .quiz-tile__image`,
    phone: `${QUIZ_PHONE} .quiz-button-answer__image`,
  },
  matchPairs: {
    authored: (slide) => ({ ...orderItems(slide), matchingQuestionOptions: ['One', 'Two', 'Three'].map((title, index) => ({ optionId: `${slide.id}-o${index + 1}`, title, image: null })) }),
    stage: `${QUIZ_STAGE} .quiz-pairs`,
    phone: `${QUIZ_PHONE} select.quiz-match__select`,
  },
  correctOrder: { authored: orderItems, stage: `${QUIZ_STAGE} .quiz-chip`, phone: `${QUIZ_PHONE} .quiz-order__item` },
  categorise: {
    authored: (slide) => ({
      categories: (slide.categories ?? []).map((category, index) => ({ ...category, value: `Group ${index + 1}`, options: [{ value: `Item ${index + 1}` }] })),
    }),
    stage: `${QUIZ_STAGE} .quiz-chip`,
    phone: `${QUIZ_PHONE} select.quiz-match__select`,
  },
  // A poll of pictures: each option's picture on the phone's choices and beside its bar on the stage.
  pickImage: {
    authored: (slide) => ({ options: ['Cat', 'Dog'].map((title, index) => ({ id: `${slide.id}-o${index + 1}`, title, image: IMAGE, correct: false, order: index + 1 })) }),
    results: choice,
    stage: '.slide-content__results .live-results img.choice-bars__image',
    phone: '.answer-panel img.choice-answer__image',
  },
  leaderboard: { stage: '.quiz-screen--leaderboard', phone: '.quiz-phone[data-stage="leaderboard"]' },
  spinnerWheel: {
    authored: titled,
    stage: '.wheel-stage',
    phone: '.wheel-audience .wheel__frame',
    phoneEvents: (connection) =>
      connection.push('spinner:state', {
        sessionId: 'session-1',
        slideId: 's1',
        serverNow: '2026-01-01T10:00:00.000Z',
        version: 1,
        entries: [{ id: 'o1', title: 'Option 1' }, { id: 'o2', title: 'Option 2' }],
        removed: 0,
        includeAudience: false,
        durationSeconds: 5,
        spins: 5,
        spin: null,
        winners: [],
      }),
  },
  poll: { authored: (slide) => ({ options: ['Red', 'Blue'].map((title, index) => ({ id: `${slide.id}-o${index + 1}`, title, image: null, correct: false, order: index + 1 })) }), results: choice, stage: '.slide-content__results .live-results', phone: '.answer-panel input[type="radio"]' },
  openEnded: {
    results: (slide) => ({ kind: 'text', slideId: slide.id, respondents: 1, entries: [{ answerId: 'a1', name: 'Ada', emoji: '🦊', text: 'More breaks', submittedAt: '2026-01-01T10:00:00.000Z' }] }),
    stage: '.slide-content__results .open-card',
    phone: '.answer-panel textarea',
  },
  wordCloud: {
    results: (slide) => ({ kind: 'words', slideId: slide.id, respondents: 1, entries: 1, words: [{ text: 'calm', count: 1, percent: 100, size: 90 }] }),
    stage: '.slide-content__results .word-cloud__word',
    phone: '.answer-panel input',
  },
  scale: { authored: titled, stage: '.slide-content__results .live-results', phone: '.answer-panel' },
  ideas: { stage: '.ideas-stage', phone: '.ideas-audience' },
  question: {
    stage: '.qna-stage',
    phone: '.qna-audience',
    phoneEvents: (connection) =>
      connection.push('qna:settings', { available: true, settings: { allSlides: false, anonymous: true, moderation: false, maxLength: 160 } } as never),
  },
  freestyle: {
    authored: () => ({ canvasBlocks: [defaultShapeBlock('shape-1', 'circle'), { ...defaultLineBlock('line-1'), end: 'arrow' }] }),
    stage: '.slide__blocks [data-shape="circle"]',
    phone: '.slide-media--canvas [data-shape="circle"]',
  },
  textSlide: { authored: () => ({ title: 'Welcome', subheading: 'Glad you came' }), stage: '.slide-content__subheading', phone: null },
  bulletPoints: { authored: titled, stage: '.slide-content__bullets li', phone: null },
  image: { authored: () => ({ image: IMAGE, imageCaption: 'A cat' }), stage: '.slide-media--figure img', phone: '.slide-media--figure img' },
  qrcode: { stage: '.slide-media--qr svg', phone: '.slide-media--qr svg' },
  youtube: { authored: () => ({ youtubeLink: 'https://youtu.be/aqz-KE-bpKQ' }), stage: '.slide-media--video', phone: '.slide-media--video-note' },
  googleSlides: {
    authored: () => ({ embed: embedOf('https://docs.google.com/presentation/d/1AbCdEfGhIjKlMnOp/edit#slide=id.p') }),
    stage: '.slide-media--embed',
    phone: '.slide-media--embed',
  },
};

/** The question as the server asks it (the quiz domain's own builder), just started: two minutes to answer. */
function runningQuestion(slide: DeckSlide): QuizStatePayload | null {
  const slideType = quizQuestionType(slide.type, slide.slideType);
  if (slideType === null) return null;
  let next = 0;
  const asked = buildQuestion(
    {
      slideId: slide.id,
      slideType,
      timeLimitSeconds: 120,
      options: slide.options.map((option) => ({ id: option.id, title: option.title, image: option.image, correct: option.correct })),
      multipleChoice: slide.multipleChoice ?? false,
      matching: (slide.matchingQuestionOptions ?? []).map((match) => ({ optionId: match.optionId, title: match.title, image: match.image })),
      categories: (slide.categories ?? []).map((category) => ({ id: category.id, title: category.value, items: category.options.map((option) => option.value) })),
      accepted: [slide.correctQuizTypeAnswer ?? ''],
    },
    () => `item-${++next}`,
  );
  const question: QuizQuestionView = {
    number: 1,
    slideType,
    kind: asked.kind,
    timeLimitSeconds: 120,
    startedAt: '2020-01-01T10:00:00.000Z',
    closesAt: '2020-01-01T10:02:00.000Z',
    play: asked.play,
  };
  return quizState({ slideId: slide.id, stage: 'question', quizStatus: null, serverNow: '2020-01-01T10:00:00.000Z', question });
}

function embedOf(link: string): DeckSlide['embed'] {
  const converted = convertEmbedUrl(link);
  if (!converted.ok) throw new Error(`No embed for ${link}`);
  return converted.embed;
}

/** The slide the picker makes (the server's defaults for the kind), then what the presenter fills in. */
function pickedSlide(kind: SlideKind): DeckSlide {
  let next = 0;
  const newId = () => `${kind.key}-${++next}`;
  const slideType = kind.slideType ?? null;
  const made: DeckSlide = {
    ...defaultSlideFields(kind.type, slideType, BLANK_STYLE, newId),
    id: 's1',
    type: kind.type,
    slideType,
    order: 1,
    createdAt: '2026-01-01T10:00:00.000Z',
    version: 1,
    options: defaultOptionTitles(kind.type, slideType).map((title, index) => ({ id: `o${index + 1}`, title, image: null, correct: false, order: index + 1 })),
    hints: [],
    embed: null,
  };
  return { ...made, ...EXPECTED[kind.key].authored?.(made) };
}

async function presentedStage(slide: DeckSlide, results: SlideResults | undefined): Promise<HTMLElement> {
  const snapshot: PresenterSnapshot = {
    sessionId: 'session-1',
    activeSlideId: slide.id,
    results: results ? { [slide.id]: results } : {},
    audience: { online: 1, joined: 1, limit: 0, refused: 0 },
    reactions: { like: 0, heart: 0, laugh: 0, wow: 0, sad: 0 },
    joinToken: 'token-1',
  };
  const { fetchImpl } = fakeFetch({
    'GET /api/presentation/p1': json(200, deckDocument([slide])),
    'GET /api/live/presentation/p1': json(200, snapshot),
    'PUT /api/presentation/update-next-slide/p1': json(200, { sessionId: 'session-1', activeSlideId: slide.id }),
  });
  const connection = new FakeLiveConnection();
  render(
    <AppServicesProvider services={createAppServices({ fetchImpl, storage: signedInStorage() })}>
      <MemoryRouter initialEntries={['/presentation/p1?presenting=true']}>
        <Routes>
          <Route path="/presentation/:id" element={<PresentingScreen presentationId="p1" connect={() => connection} />} />
        </Routes>
      </MemoryRouter>
    </AppServicesProvider>,
  );
  act(() => connection.serverConnects());
  await waitFor(() => expect(connection.requests('join-presenter').length).toBeGreaterThan(0));
  await act(async () => connection.requests('join-presenter').at(-1)!.reply({ ok: true, snapshot } as never));
  const question = runningQuestion(slide);
  if (question) act(() => connection.push('quiz:state', question));
  return screen.findByRole('region', { name: 'Slide 1 of 1' });
}

async function phoneCard(slide: DeckSlide, expectation: Expectation): Promise<HTMLElement> {
  const storage = memoryStorage();
  new JoinStore(storage).set('123456', { audienceId: 'a1', token: 'audience-token', presentationId: 'p1', sessionId: 'session-1' });
  const { fetchImpl } = fakeFetch({
    'GET /api/audience/presentation/123456': json(200, {
      presentationId: 'p1',
      presentationName: 'Team sync',
      live: true,
      privateMode: false,
      heading: 'Welcome',
      isAudienceAdmission: false,
      showEmojiAvatar: true,
      fields: [],
    }),
  });
  const connections: FakeLiveConnection[] = [];
  render(
    <AppServicesProvider services={createAppServices({ fetchImpl, storage })}>
      <MemoryRouter>
        <AudienceApp
          accessCode="123456"
          joinStore={new JoinStore(storage)}
          connect={() => {
            const connection = new FakeLiveConnection();
            connections.push(connection);
            return connection;
          }}
        />
      </MemoryRouter>
    </AppServicesProvider>,
  );
  await waitFor(() => expect(connections).toHaveLength(1));
  const connection = connections[0]!;
  const state: AudienceSnapshot = {
    sessionId: 'session-1',
    presentationId: 'p1',
    presentationName: 'Team sync',
    status: 'live',
    me: { audienceId: 'a1', leaderboardKey: 'key-a1', name: 'Ada', emoji: '🦊' },
    activeSlide: audienceSlide(slide, false, DEFAULT_PRESENTATION_SETTINGS),
    myAnswers: [],
    results: null,
    reactionsEnabled: true,
    audiencePacing: false,
    presentationAudio: null,
  };
  act(() => {
    connection.serverConnects();
    connection.push('session:state', state);
    const question = runningQuestion(slide);
    if (question) connection.push('quiz:state', question);
    expectation.phoneEvents?.(connection);
  });
  return waitFor(() => {
    const card = document.querySelector<HTMLElement>('.audience-slide');
    if (!card) throw new Error('The phone shows no slide');
    return card;
  });
}

/** Content slides take no part: a phone shows what they draw and points at the stage. Every other kind takes part. */
const kinds = PICKER_SECTIONS.flatMap((section) => section.kinds.map((kind) => ({ kind, takesPart: section.key !== 'content' })));

describe('every kind the slide picker offers runs', () => {
  afterEach(cleanup);

  it('offers each kind once, and each has its check here', () => {
    const keys = kinds.map(({ kind }) => kind.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(kinds.map(({ kind }) => [kind.key, kind] as const))('%s presents on the stage in a view of its own', async (_key, kind) => {
    const slide = pickedSlide(kind);
    const expectation = EXPECTED[kind.key];
    const stage = await presentedStage(slide, expectation.results?.(slide));
    await waitFor(() => expect(stage.querySelector(expectation.stage)).not.toBeNull());
  });

  it.each(kinds.map(({ kind, takesPart }) => [kind.key, kind, takesPart] as const))('%s shows on a phone', async (_key, kind, takesPart) => {
    const slide = pickedSlide(kind);
    const expectation = EXPECTED[kind.key];
    const card = await phoneCard(slide, expectation);
    // A picked slide's title is still the editor's prompt: phones read it out as an untitled slide, never show the prompt.
    expect(card.querySelector('h1')?.textContent).toBe(isPlaceholderText(slide.title ?? '') ? 'Untitled slide' : slide.title);
    expect(card.textContent).not.toMatch(/Click to add/);
    if (expectation.phone !== null) {
      const view = expectation.phone;
      await waitFor(() => expect(card.matches(view) ? card : card.querySelector(view)).not.toBeNull());
    }
    if (takesPart) expect(card.textContent).not.toContain(FALLBACK);
    else expect(card.textContent).toContain(FALLBACK);
  });
});
