import type { DeckSlide } from '../../../contracts/deck/read-model.js';
import type { LiveApi, Presenter } from './live-api.js';

export interface SlideSpec {
  readonly type: 'poll' | 'wordCloud' | 'question';
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

/** Adds slides to a deck the way an editor does: POST /api/slide/create, one after the other. */
export async function addSlides(api: LiveApi, presenter: Presenter, presentationId: string, specs: readonly SlideSpec[]): Promise<CreatedSlide[]> {
  const created: CreatedSlide[] = [];
  for (const spec of specs) {
    const slide = await api.expect<DeckSlide>(201, 'POST', '/api/slide/create', addSlideData(presentationId, spec), presenter);
    created.push(toCreated(spec, slide));
  }
  return created;
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

/** Makes a slide the live one (starting the session on the first call); returns the session id. */
export async function activateSlide(api: LiveApi, presenter: Presenter, presentationId: string, slideId: string): Promise<string> {
  const { sessionId } = await api.activateSlide(presenter, presentationId, slideId);
  return sessionId;
}
