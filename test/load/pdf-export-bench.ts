import { Writable } from 'node:stream';
import type { DeckDocument, DeckSlide } from '../../contracts/deck/read-model.js';
import type { ReportParticipantWithAnswers as ReportParticipant, ReportSlide, SessionReportWithAnswers as SessionReport } from '../../contracts/reports/report.js';
import { writeReportPdf } from '../../services/exports/application/pdf/report-pdf.js';
import { writeSlideImages } from '../../services/exports/application/slides/slide-images.js';
import { writeSlidesPdf } from '../../services/exports/application/slides/slides-pdf.js';
import { storedImageReader } from '../../services/exports/application/slides/stored-images.js';
import type { FileStorage } from '../../services/infrastructure/file-storage/file-storage.port.js';
import { uploadedImageFileKey, uploadedImagePath } from '../../contracts/media/uploaded-images.js';
import sharp from 'sharp';

/**
 * Issue 23's PDF and slide exports at size, written to a sink that only counts: the report PDF of a session of
 * N participants x S poll slides (every person answering every slide), and a deck of D slides as PDF and as images,
 * without pictures and with a picture of its own behind every slide (read and decoded as the exports do).
 * Usage: npm run build:server && npm run build:scripts && node dist/test/load/pdf-export-bench.js [--participants N] [--slides S] [--deck-slides D]
 */
const args = new Map(process.argv.slice(2).flatMap((arg, index, all) => (arg.startsWith('--') ? [[arg.slice(2), all[index + 1] ?? '']] : [])));
const PARTICIPANTS = Number(args.get('participants') ?? 10_000);
const SLIDES = Number(args.get('slides') ?? 20);
const DECK_SLIDES = Number(args.get('deck-slides') ?? 100);

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** Counts bytes and pages ("/Type /Page" objects) without keeping them. */
function countingSink() {
  const counted = { bytes: 0, pages: 0 };
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      counted.bytes += chunk.length;
      counted.pages += chunk.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
      callback();
    },
  });
  return { sink, counted };
}

async function measure(label: string, write: (sink: Writable) => Promise<void>): Promise<void> {
  const { sink, counted } = countingSink();
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const started = performance.now();
  await write(sink);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  console.log(`${label}: ${seconds.toFixed(1)} s, ${mb(counted.bytes)}${counted.pages ? `, ${counted.pages} pages` : ''}, peak RSS ${mb(peak)}`);
}

function syntheticReport(): SessionReport {
  const options = ['Spring', 'Summer', 'Autumn', 'Winter'].map((title, index) => ({ id: `o${index}`, title, correct: index === 0 }));
  const slides: ReportSlide[] = Array.from({ length: SLIDES }, (_, index) => ({
    slideId: `s${index}`,
    type: 'poll',
    slideType: null,
    title: `Question ${index + 1}: which season do you like best?`,
    order: index + 1,
    responseCount: PARTICIPANTS,
    correctRate: null,
    reactions: 0,
    results: { kind: 'choice', slideId: `s${index}`, respondents: PARTICIPANTS, counts: Object.fromEntries(options.map((option, at) => [option.id, Math.floor(PARTICIPANTS / 4) + (at === 0 ? PARTICIPANTS % 4 : 0)])) },
    options,
    display: {},
    questions: null,
    ideas: null,
  }));
  const participants: ReportParticipant[] = Array.from({ length: PARTICIPANTS }, (_, person) => ({
    audienceId: `a${person}`,
    name: `Participant ${person + 1}`,
    emoji: '',
    teamId: null,
    totalPoints: 0,
    answers: slides.map((slide) => ({ slideId: slide.slideId, slideOrder: slide.order, slideTitle: slide.title, value: { kind: 'choice', optionIds: [`o${person % 4}`] }, correct: null, points: null, submittedAt: '2026-11-26T20:00:00.000Z' })),
    contributions: [],
  }));
  return {
    sessionId: 'bench',
    presentationId: 'bench',
    presentationName: 'Bench talk',
    startedAt: '2026-11-26T20:00:00.000Z',
    stoppedAt: '2026-11-26T21:00:00.000Z',
    summary: { participants: PARTICIPANTS, responses: PARTICIPANTS * SLIDES, reactions: 0, engagementRate: 1, engagementText: 'Amazing!' },
    slides,
    difficultQuestions: [],
    topEngagingSlides: slides.slice(0, 3),
    averageCorrectRate: null,
    leaderboard: { individual: [], teams: [] },
    participants,
    privateFeedbacks: [],
    averageRating: null,
    questionsAcrossSlides: [],
    chat: [],
  };
}

function syntheticDeck(): DeckDocument {
  const slides = Array.from(
    { length: DECK_SLIDES },
    (_, index) =>
      ({
        id: `s${index}`,
        type: 'poll',
        slideType: null,
        order: index + 1,
        title: `Slide ${index + 1}: a question long enough to wrap onto a second line of the slide's title area`,
        options: ['Spring', 'Summer', 'Autumn', 'Winter'].map((title, at) => ({ id: `o${at}`, title, order: at + 1, correct: false, image: null })),
      }) as unknown as DeckSlide,
  );
  return { name: 'Bench deck', slides } as unknown as DeckDocument;
}

/** The bench deck has no images. */
const noImages = () => Promise.resolve(null);

/** The same deck with a 1280x720 picture of grain (photo-like, so it does not compress away) behind each slide, stored as uploads are. */
async function withBackgrounds(deck: DeckDocument): Promise<{ deck: DeckDocument; files: FileStorage }> {
  const stored = new Map<string, Buffer>();
  const slides = await Promise.all(
    deck.slides.map(async (slide, index) => {
      const imageId = `bench${String(index).padStart(20, '0')}`;
      const grain = { width: 1280, height: 720, channels: 3 as const, background: '#406080', noise: { type: 'gaussian' as const, mean: 128, sigma: 30 } };
      stored.set(uploadedImageFileKey(imageId, 'large'), await sharp({ create: grain }).webp({ quality: 80 }).toBuffer());
      return { ...slide, backgroundImage: { url: uploadedImagePath(imageId, 'large') }, visibility: 60 };
    }),
  );
  // Only get() is read by the exports; the rest of the port is not used here.
  const files = { get: (key: string) => Promise.resolve(stored.get(key) ?? null) } as unknown as FileStorage;
  return { deck: { ...deck, slides }, files };
}

const report = syntheticReport();
await measure(`Report PDF, ${PARTICIPANTS} participants x ${SLIDES} slides`, (sink) => writeReportPdf(report, sink, () => undefined));
const deck = syntheticDeck();
await measure(`Slides PDF, ${DECK_SLIDES} slides`, (sink) => writeSlidesPdf(deck, sink, () => undefined, noImages));
await measure(`Slide images zip, ${DECK_SLIDES} slides`, (sink) => writeSlideImages(deck, sink, () => undefined, noImages));
const pictured = await withBackgrounds(deck);
await measure(`Slides PDF, ${DECK_SLIDES} slides each with its own background picture`, (sink) => writeSlidesPdf(pictured.deck, sink, () => undefined, storedImageReader(pictured.files)));
await measure(`Slide images zip, ${DECK_SLIDES} slides each with its own background picture`, (sink) => writeSlideImages(pictured.deck, sink, () => undefined, storedImageReader(pictured.files)));
