import { join } from 'node:path';
import type { DeckCommand } from '../../../contracts/deck/deck-commands.js';
import { DECK_EVENT_SCHEMA_VERSIONS } from '../../../contracts/deck/deck-events.js';
import type { DeckSlide } from '../../../contracts/deck/read-model.js';
import { upcasters } from '../../../migrations/upcasters/index.js';
import { CommandExecutor } from '../../../services/infrastructure/commands/command-executor.js';
import { SqliteEventStore } from '../../../services/infrastructure/event-store/sqlite-event-store.js';
import { UpcastingEventStore } from '../../../services/infrastructure/event-store/upcasting-event-store.js';
import { deckDecider } from '../../../services/slides/deck-decider.js';
import { HttpError, type LiveApi, type Presenter } from './live-api.js';

export interface SlideSpec {
  readonly type: 'poll' | 'wordCloud';
  readonly title: string;
  readonly options?: readonly string[];
  /** More slide fields, e.g. entriesPerParticipant. */
  readonly fields?: Readonly<Record<string, unknown>>;
}

export interface CreatedSlide {
  readonly id: string;
  readonly type: SlideSpec['type'];
  readonly optionIds: readonly string[];
}

/**
 * Adds slides to a deck the way an editor does: POST /api/slide/create. Where the server has no slide
 * routes yet, the same AddSlide command goes through the real pipeline (deck decider, command executor,
 * event store) onto the server's own log file, which the server picks up like any other writer's append.
 * Titles must be unique within the deck: that path finds the new slide by its title.
 */
export async function addSlides(api: LiveApi, presenter: Presenter, presentationId: string, dataDir: string, specs: readonly SlideSpec[]): Promise<CreatedSlide[]> {
  const created: CreatedSlide[] = [];
  let viaHttp = true;
  for (const spec of specs) {
    const data = addSlideData(presentationId, spec);
    if (viaHttp) {
      const response = await api.call<DeckSlide>('POST', '/api/slide/create', data, presenter.token);
      if (response.status === 201) {
        created.push(toCreated(spec, response.body));
        continue;
      }
      if (response.status !== 404) throw new HttpError(response.status, response.body, 'POST /api/slide/create');
      viaHttp = false;
    }
    created.push(...(await addThroughPipeline(dataDir, presenter.userId, presentationId, [spec])));
  }
  return created;
}

async function addThroughPipeline(dataDir: string, ownerId: string, presentationId: string, specs: readonly SlideSpec[]): Promise<CreatedSlide[]> {
  const raw = new SqliteEventStore(join(dataDir, 'events.sqlite'));
  const executor = new CommandExecutor(new UpcastingEventStore(raw, upcasters));
  try {
    const created: CreatedSlide[] = [];
    for (const spec of specs) {
      const result = await executor.execute({
        streamId: `presentation-${presentationId}`,
        decider: deckDecider,
        command: { type: 'AddSlide', data: addSlideData(presentationId, spec) } as DeckCommand,
        actor: { kind: 'user', id: ownerId },
        schemaVersions: DECK_EVENT_SCHEMA_VERSIONS,
      });
      const slide = result.state.slides.find((candidate) => candidate.title === spec.title);
      if (!slide) throw new Error(`AddSlide ${spec.title} wrote no slide`);
      created.push(toCreated(spec, slide));
    }
    return created;
  } finally {
    await raw.close();
  }
}

function addSlideData(presentationId: string, spec: SlideSpec) {
  return {
    presentationId,
    type: spec.type,
    fields: { title: spec.title, ...spec.fields },
    ...(spec.options ? { options: spec.options.map((title) => ({ title })) } : {}),
  };
}

function toCreated(spec: SlideSpec, slide: Pick<DeckSlide, 'id' | 'options'>): CreatedSlide {
  return { id: slide.id, type: spec.type, optionIds: slide.options.filter((option) => option.title !== '').map((option) => option.id) };
}

/**
 * Makes a slide the live one (starting the session on the first call). A slide written by another process
 * reaches the server's read model a moment later, so a 404 is retried for a while.
 */
export async function activateSlide(api: LiveApi, presenter: Presenter, presentationId: string, slideId: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const response = await api.call<{ sessionId: string }>('PUT', `/api/presentation/update-next-slide/${presentationId}`, { activeSlide: slideId }, presenter.token);
    if (response.status === 200) return response.body.sessionId;
    if (response.status !== 404 || Date.now() > deadline) throw new HttpError(response.status, response.body, 'PUT update-next-slide');
    await new Promise((wait) => setTimeout(wait, 100));
  }
}
