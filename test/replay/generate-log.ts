import { randomUUID } from 'node:crypto';
import type { DeckSlide } from '../../contracts/deck/read-model.js';
import type { QuizStatePayload } from '../../contracts/quiz/socket-protocol.js';
import { AudienceSwarm, loopbackSources } from '../load/support/audience-swarm.js';
import { activateSlide, addSlides } from '../load/support/deck-setup.js';
import { LiveApi, type Presenter } from '../load/support/live-api.js';
import { seededRandom } from '../load/support/seeded-random.js';
import { startServer } from '../load/support/server-under-test.js';

export interface GeneratedLog {
  readonly events: number;
  readonly answers: number;
}

/**
 * A realistic log written through the real pipeline: the built server, a presenter who builds a deck
 * (polls, a word cloud and a quiz question) and presents it, an audience joining by code and answering
 * every slide over socket.io. The server is stopped cleanly at the end, with its read models caught up.
 */
export async function generateLog(dataDir: string, audience: number, polls: number, log: (line: string) => void = () => undefined): Promise<GeneratedLog> {
  const server = await startServer({ dataDir, env: { DEFAULT_PLAN: 'pro' }, openFiles: audience + 1_024 });
  const api = new LiveApi(server.baseUrl);
  const swarm = new AudienceSwarm(server.baseUrl, loopbackSources(4));
  const random = seededRandom(7);
  let answers = 0;
  try {
    const presenter = await api.registerPresenter();
    const presentation = await api.createPresentation(presenter, 'Replay log');
    const slides = await addSlides(api, presenter, presentation.id, [
      ...Array.from({ length: polls }, (_, index) => ({ type: 'poll' as const, title: `Question ${index + 1}`, options: ['Yes', 'No', 'Maybe', 'Later'] })),
      { type: 'wordCloud' as const, title: 'One word for today' },
    ]);
    await activateSlide(api, presenter, presentation.id, slides[0]!.id);
    await swarm.join(api, presentation.accessCode, audience, await api.joinToken(presenter, presentation.id));
    await swarm.connectAll();
    for (const slide of slides) {
      await activateSlide(api, presenter, presentation.id, slide.id);
      // A short pause lets 'slide:activated' reach everyone before they answer.
      await new Promise((wait) => setTimeout(wait, 300));
      const outcomes = await Promise.all(
        swarm.members.map((member) =>
          swarm.answer(
            member,
            randomUUID(),
            slide.id,
            slide.type === 'poll'
              ? { kind: 'choice', optionIds: [slide.optionIds[Math.floor(random() * slide.optionIds.length)]!] }
              : { kind: 'words', words: [['focus', 'coffee', 'ideas', 'energy', 'friends'][Math.floor(random() * 5)]!] },
          ),
        ),
      );
      answers += outcomes.filter((outcome) => outcome.ok).length;
      log(`  ${slide.type} "${slide.id}": ${answers.toLocaleString('en')} answers so far`);
    }
    // A quiz question, so the leaderboard read model holds answers and scores.
    const question = await api.expect<DeckSlide>(201, 'POST', '/api/slide/create', {
      presentationId: presentation.id,
      type: 'pickAnswer',
      fields: { title: 'Which is a prime number?' },
      options: [{ title: '7', correct: true }, { title: '8' }, { title: '9' }, { title: '10' }],
    }, presenter);
    await activateSlide(api, presenter, presentation.id, question.id);
    await quizStage(api, presenter, presentation.id, 'lobby');
    await api.expect(200, 'POST', `/api/quiz/${presentation.id}/start`, undefined, presenter);
    await api.expect(200, 'POST', `/api/quiz/${presentation.id}/continue`, undefined, presenter);
    await quizStage(api, presenter, presentation.id, 'question');
    const quizOutcomes = await Promise.all(
      swarm.members.map((member) => swarm.answer(member, randomUUID(), question.id, { kind: 'choice', optionIds: [question.options[Math.floor(random() * 4)]!.id] })),
    );
    answers += quizOutcomes.filter((outcome) => outcome.ok).length;
    await quizStage(api, presenter, presentation.id, 'result');
    log(`  quiz question "${question.id}": ${answers.toLocaleString('en')} answers so far`);
    await api.waitForProjections();
    const head = (await api.health()).eventStore.headPosition;
    return { events: head, answers };
  } finally {
    swarm.close();
    await server.stop();
  }
}

/** Until the presenter's quiz screen is at `stage` (the server runs the countdown and ends the question). */
async function quizStage(api: LiveApi, presenter: Presenter, presentationId: string, stage: NonNullable<QuizStatePayload['stage']>): Promise<void> {
  while ((await api.expect<QuizStatePayload>(200, 'GET', `/api/quiz/${presentationId}/state`, undefined, presenter)).stage !== stage) {
    await new Promise((wait) => setTimeout(wait, 100));
  }
}
