import type { DeckCommand } from '../../../contracts/deck/deck-commands.js';
import type { DeckEvent } from '../../../contracts/deck/deck-events.js';

/** What other editors changed after one of this editor's actions: the things an undo must leave alone. */
interface Touched {
  readonly deletedSlides: Set<string>;
  readonly restoredSlides: Set<string>;
  readonly retypedSlides: Set<string>;
  readonly slideFields: Map<string, Set<string>>;
  readonly reorderedSlides: boolean;
  readonly reorderedOptionsOf: Set<string>;
  readonly deletedOptions: Set<string>;
  readonly optionFields: Map<string, Set<string>>;
  readonly deletedHints: Set<string>;
  readonly hintFields: Map<string, Set<string>>;
  readonly settings: Set<string>;
}

function touchedBy(events: readonly DeckEvent[]): Touched {
  const touched: Touched = {
    deletedSlides: new Set(),
    restoredSlides: new Set(),
    retypedSlides: new Set(),
    slideFields: new Map(),
    reorderedSlides: false,
    reorderedOptionsOf: new Set(),
    deletedOptions: new Set(),
    optionFields: new Map(),
    deletedHints: new Set(),
    hintFields: new Map(),
    settings: new Set(),
  };
  const addKeys = (map: Map<string, Set<string>>, id: string, keys: readonly string[]) => {
    const set = map.get(id) ?? new Set<string>();
    for (const key of keys) set.add(key);
    map.set(id, set);
  };
  let reorderedSlides = false;
  for (const event of events) {
    switch (event.type) {
      case 'SlidesDeleted':
        for (const id of event.data.slideIds) touched.deletedSlides.add(id);
        break;
      case 'SlidesRestored':
        for (const item of event.data.restored) touched.restoredSlides.add(item.slideId);
        break;
      case 'SlideTypeChanged':
        touched.retypedSlides.add(event.data.slideId);
        break;
      case 'SlideUpdated':
        addKeys(touched.slideFields, event.data.slideId, Object.keys(event.data.changes));
        break;
      case 'SlidesReordered':
        reorderedSlides = true;
        break;
      case 'SlideOptionsReordered':
        touched.reorderedOptionsOf.add(event.data.slideId);
        break;
      case 'SlideOptionDeleted':
        touched.deletedOptions.add(event.data.optionId);
        break;
      case 'SlideOptionsDeleted':
        for (const id of event.data.optionIds) touched.deletedOptions.add(id);
        break;
      case 'SlideOptionUpdated':
        addKeys(touched.optionFields, event.data.optionId, Object.keys(event.data.changes));
        break;
      case 'SlideHintDeleted':
        touched.deletedHints.add(event.data.hintId);
        break;
      case 'SlideHintUpdated':
        addKeys(touched.hintFields, event.data.hintId, Object.keys(event.data.changes));
        break;
      case 'PresentationSettingsChanged':
        for (const key of Object.keys(event.data.changes)) touched.settings.add(key);
        break;
      default:
        break;
    }
  }
  return { ...touched, reorderedSlides };
}

/** `values` without the keys someone else changed since (null when nothing of it is left). */
function without<T extends object>(values: T, changed: ReadonlySet<string> | undefined, keep: readonly string[] = []): T | null {
  if (!changed) return values;
  const left = Object.fromEntries(Object.entries(values).filter(([key]) => keep.includes(key) || !changed.has(key)));
  return Object.keys(left).length > keep.length ? (left as T) : null;
}

/**
 * An undo (or redo) command of this editor, carried over other editors' later events: it puts back only what this
 * editor's action changed and nobody has changed since. A field another editor wrote after it keeps their value; an
 * undo of something another editor has already removed or put back is void (null), so the history drops it rather
 * than undoing their work.
 */
export function rebaseInverse(inverse: DeckCommand, remote: readonly DeckEvent[]): DeckCommand | null {
  if (remote.length === 0) return inverse;
  const touched = touchedBy(remote);
  const slideGone = (slideId: string) => touched.deletedSlides.has(slideId) || touched.retypedSlides.has(slideId);
  switch (inverse.type) {
    case 'PatchSlide': {
      const { slideId } = inverse.data;
      if (slideGone(slideId)) return null;
      const fields = without(inverse.data.fields, touched.slideFields.get(slideId));
      return fields ? { ...inverse, data: { ...inverse.data, fields } } : null;
    }
    case 'PatchSlides': {
      const slides = inverse.data.slides.flatMap((item) => {
        if (slideGone(item.slideId)) return [];
        const fields = without(item.fields, touched.slideFields.get(item.slideId));
        return fields ? [{ ...item, fields }] : [];
      });
      return slides.length ? { ...inverse, data: { ...inverse.data, slides } } : null;
    }
    case 'UpdateSlide':
      return slideGone(inverse.data.slideId) ? null : inverse;
    case 'DeleteSlides': {
      const slideIds = inverse.data.slideIds.filter((id) => !touched.deletedSlides.has(id));
      return slideIds.length ? { ...inverse, data: { ...inverse.data, slideIds } } : null;
    }
    case 'RestoreSlides': {
      const slideIds = inverse.data.slideIds.filter((id) => !touched.restoredSlides.has(id));
      return slideIds.length ? { ...inverse, data: { ...inverse.data, slideIds } } : null;
    }
    case 'SortSlides':
      return touched.reorderedSlides ? null : inverse;
    case 'ReorderSlideOptions':
      return touched.reorderedOptionsOf.has(inverse.data.slideId) || slideGone(inverse.data.slideId) ? null : inverse;
    case 'PatchSlideOption': {
      if (touched.deletedOptions.has(inverse.data.optionId)) return null;
      const patch = without(inverse.data, touched.optionFields.get(inverse.data.optionId), ['presentationId', 'optionId']);
      return patch ? { ...inverse, data: patch } : null;
    }
    case 'DeleteSlideOption':
      return touched.deletedOptions.has(inverse.data.optionId) ? null : inverse;
    case 'DeleteSlideOptions': {
      const optionIds = inverse.data.optionIds.filter((id) => !touched.deletedOptions.has(id));
      return optionIds.length ? { ...inverse, data: { ...inverse.data, optionIds } } : null;
    }
    case 'AddSlideOption':
    case 'AddSlideOptions':
    case 'AddSlideHint':
    case 'SetSlideEmbed':
    case 'RemoveSlideEmbed':
      return touched.deletedSlides.has(inverse.data.slideId) ? null : inverse;
    case 'PatchSlideHint': {
      if (touched.deletedHints.has(inverse.data.hintId)) return null;
      const patch = without(inverse.data, touched.hintFields.get(inverse.data.hintId), ['presentationId', 'hintId']);
      return patch ? { ...inverse, data: patch } : null;
    }
    case 'DeleteSlideHint':
      return touched.deletedHints.has(inverse.data.hintId) ? null : inverse;
    case 'UpdatePresentationSettings': {
      const settings = without(inverse.data.settings, touched.settings);
      return settings ? { ...inverse, data: { ...inverse.data, settings } } : null;
    }
    default:
      return inverse;
  }
}
