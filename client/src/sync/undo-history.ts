import type { DeckCommand } from '../../../contracts/deck/deck-commands.js';
import type { DeckDocument } from '../../../contracts/deck/read-model.js';
import type { MutationRecord } from './patch-log.js';

/** Spec doc 2 §4 / §9: history keeps 100 entries and is suppressed for 150 ms after an undo or redo. */
export const UNDO_HISTORY_LIMIT = 100;
export const UNDO_SUPPRESS_MS = 150;

const OPTION_COMMANDS: readonly DeckCommand['type'][] = [
  'AddSlideOption',
  'PatchSlideOption',
  'DeleteSlideOption',
  'AddSlideOptions',
  'DeleteSlideOptions',
  'ReorderSlideOptions',
];

/**
 * Spec doc 2 §4: "Snapshots are skipped for word cloud option changes" (word cloud entries are the audience's
 * words, not the presenter's authoring). Editor state (the active slide) and server-derived flags are not actions.
 */
export function isUndoable(command: DeckCommand, deck: DeckDocument | null): boolean {
  switch (command.type) {
    case 'SetActiveSlide':
    case 'AutoTitlePresentation':
    case 'SetPresentationResultsFlag':
      return false;
    default:
      break;
  }
  if (!OPTION_COMMANDS.includes(command.type) || !deck) return true;
  const data = command.data as { slideId?: string; optionId?: string };
  const slide = deck.slides.find(
    (candidate) => candidate.id === data.slideId || candidate.options.some((option) => option.id === data.optionId),
  );
  return slide?.type !== 'wordCloud';
}

/**
 * Undo/redo stacks over mutation records. `past` holds what was done (undo sends a record's inverse); `future`
 * holds the undos (redo sends an undo's inverse). A new action clears `future`.
 */
export class UndoHistory {
  private past: MutationRecord[] = [];
  private future: MutationRecord[] = [];
  private suppressedUntil = Number.NEGATIVE_INFINITY;

  constructor(private readonly clock: () => number = () => Date.now()) {}

  get canUndo(): boolean {
    return this.past.length > 0;
  }

  get canRedo(): boolean {
    return this.future.length > 0;
  }

  get sizes(): { past: number; future: number } {
    return { past: this.past.length, future: this.future.length };
  }

  /** During an undo/redo and for 150 ms after, nothing is recorded (spec doc 2 §4). */
  get suppressed(): boolean {
    return this.clock() < this.suppressedUntil;
  }

  /** A new user action: recorded unless suppressed; the redo stack is cleared. Returns whether it was recorded. */
  record(record: MutationRecord): boolean {
    if (this.suppressed) return false;
    this.past.push(record);
    if (this.past.length > UNDO_HISTORY_LIMIT) this.past.splice(0, this.past.length - UNDO_HISTORY_LIMIT);
    this.future = [];
    return true;
  }

  /** Takes the newest action for undoing (put it back with restorePast if the undo fails). */
  takeForUndo(): MutationRecord | undefined {
    return this.past.pop();
  }

  /** Takes the newest undo for redoing (put it back with restoreFuture if the redo fails). */
  takeForRedo(): MutationRecord | undefined {
    return this.future.pop();
  }

  /** An undo was sent: remember it for redo. */
  pushUndone(undo: MutationRecord): void {
    this.future.push(undo);
    this.suppress();
  }

  /** A redo was sent: it is an action again, undoable, and the redo stack keeps the rest. */
  pushRedone(redo: MutationRecord): void {
    this.past.push(redo);
    if (this.past.length > UNDO_HISTORY_LIMIT) this.past.shift();
    this.suppress();
  }

  restorePast(record: MutationRecord): void {
    this.past.push(record);
  }

  restoreFuture(record: MutationRecord): void {
    this.future.push(record);
  }

  /** Forgets a record (its action was rejected, or turned out to change nothing). */
  remove(record: MutationRecord): void {
    this.past = this.past.filter((item) => item !== record);
    this.future = this.future.filter((item) => item !== record);
  }

  /**
   * Carries every record's inverse over other editors' events (`rebase` returns the new inverse, null when nothing
   * of it is left to undo, undefined to leave it as it is). A void record stays, so that undoing it says it cannot
   * be performed, once, instead of silently undoing an older action.
   */
  rebase(rebase: (record: MutationRecord) => DeckCommand | null | undefined): void {
    for (const record of [...this.past, ...this.future]) {
      const next = rebase(record);
      if (next !== undefined) record.inverse = next;
    }
  }

  private suppress(): void {
    this.suppressedUntil = this.clock() + UNDO_SUPPRESS_MS;
  }
}
