/**
 * Spec doc 2 §2 "Keyboard shortcuts while presenting". 'quiz' is Enter: it starts or continues a quiz (Space does too).
 * 'grid' and 'search' open the slide grid and the slide search popup; 'shortcuts' opens the cheatsheet of this table.
 */
export type PresentingAction = 'exit' | 'next' | 'previous' | 'fullscreen' | 'quiz' | 'grid' | 'search' | 'shortcuts';

/** The keys as the cheatsheet names them (i18n keys under live.shortcuts.keys). */
export type ShownKey = 'arrowRight' | 'arrowLeft' | 'pageDown' | 'pageUp' | 'space' | 'enter' | 'f' | 'g' | 'slash' | 'questionMark' | 'escape';

export interface PresentingShortcut {
  readonly action: PresentingAction;
  /** KeyboardEvent.key values that do it ('Esc' and 'Spacebar' are what older browsers send). */
  readonly keys: readonly string[];
  readonly shown: readonly ShownKey[];
}

/** The one list of presenting shortcuts: presentingAction() reads it, and the cheatsheet shows it. */
export const PRESENTING_SHORTCUTS: readonly PresentingShortcut[] = [
  { action: 'next', keys: ['ArrowRight', 'PageDown', ' ', 'Spacebar'], shown: ['arrowRight', 'pageDown', 'space'] },
  { action: 'previous', keys: ['ArrowLeft', 'PageUp'], shown: ['arrowLeft', 'pageUp'] },
  // Space goes forward too: on a quiz slide the quiz takes it first (PresentingScreen).
  { action: 'quiz', keys: ['Enter'], shown: ['enter', 'space'] },
  { action: 'fullscreen', keys: ['f', 'F'], shown: ['f'] },
  // The spec's presenting panels: the slide grid and the slide search popup.
  { action: 'grid', keys: ['g', 'G'], shown: ['g'] },
  { action: 'search', keys: ['/'], shown: ['slash'] },
  { action: 'shortcuts', keys: ['?'], shown: ['questionMark'] },
  { action: 'exit', keys: ['Escape', 'Esc'], shown: ['escape'] },
];

const ACTION_OF_KEY = new Map(PRESENTING_SHORTCUTS.flatMap((shortcut) => shortcut.keys.map((key) => [key, shortcut.action] as const)));

export interface KeyInput {
  readonly key: string;
  readonly altKey?: boolean;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
  /** The element the key went to (document.activeElement while presenting). */
  readonly target?: EventTarget | null;
}

/** Keys a focused control handles itself (spec: "Controls on focus are disabled for Space, Enter, ArrowRight and ArrowLeft"). */
const CONTROL_KEYS = new Set([' ', 'Spacebar', 'Enter', 'ArrowRight', 'ArrowLeft']);

const CONTROL_ROLES = new Set(['button', 'link', 'checkbox', 'switch', 'menuitem', 'option', 'radio', 'slider', 'tab']);

function isTextEntry(element: Element): boolean {
  const tag = element.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') {
    const type = (element as HTMLInputElement).type;
    return !['button', 'submit', 'reset', 'checkbox', 'radio', 'range', 'color', 'file', 'image'].includes(type);
  }
  return (element as HTMLElement).isContentEditable === true || element.getAttribute('contenteditable') === 'true';
}

function isControl(element: Element): boolean {
  const tag = element.tagName;
  if (tag === 'BUTTON' || tag === 'A' || tag === 'INPUT' || tag === 'SUMMARY') return true;
  const role = element.getAttribute('role');
  return role !== null && CONTROL_ROLES.has(role);
}

/**
 * What a key press does on the presenting screen, or null when it is not a shortcut there: typing in a field
 * never moves slides, a focused button keeps Space/Enter/arrows for itself, and browser shortcuts with
 * Ctrl/Cmd/Alt pass through.
 */
export function presentingAction(input: KeyInput): PresentingAction | null {
  if (input.altKey || input.ctrlKey || input.metaKey) return null;
  const target = input.target instanceof Element ? input.target : null;
  if (target && isTextEntry(target)) return null;
  if (target && isControl(target) && CONTROL_KEYS.has(input.key)) return null;
  return ACTION_OF_KEY.get(input.key) ?? null;
}
