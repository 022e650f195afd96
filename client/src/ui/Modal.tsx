import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Open modals, oldest first: everything on the page but the newest is inert (no focus, no clicks, not read out). */
const openModals: HTMLElement[] = [];
const INERT_MARK = 'data-inert-under-modal';

function syncInert(): void {
  const top = openModals[openModals.length - 1];
  for (const element of Array.from(document.body.children)) {
    if (!(element instanceof HTMLElement)) continue;
    const marked = element.hasAttribute(INERT_MARK);
    if (top && element !== top && !element.contains(top)) {
      if (!element.inert) {
        element.inert = true;
        element.setAttribute(INERT_MARK, '');
      }
    } else if (marked) {
      element.inert = false;
      element.removeAttribute(INERT_MARK);
    }
  }
}

function makeRestInert(modal: HTMLElement): () => void {
  openModals.push(modal);
  syncInert();
  return () => {
    openModals.splice(openModals.indexOf(modal), 1);
    syncInert();
  };
}

interface ModalProps {
  readonly title: string;
  readonly children: ReactNode;
  /** Actions row under the body. */
  readonly actions?: ReactNode;
  /** Escape and the backdrop close the modal only when this is given. */
  readonly onClose?: () => void;
  /** alertdialog for messages that interrupt (errors, logged out), dialog for forms. */
  readonly role?: 'dialog' | 'alertdialog';
  /** What gets focus when the modal opens; otherwise its first focusable element. */
  readonly initialFocus?: RefObject<HTMLElement | null>;
  /** Stacking: higher shows above lower (the logged-out modal is the highest). */
  readonly priority?: 'normal' | 'high';
  readonly size?: 'small' | 'medium';
}

/**
 * A modal dialog: labelled by its title, keeps keyboard focus inside while open and gives it back to where it was
 * when it closes.
 */
export function Modal({ title, children, actions, onClose, role = 'dialog', initialFocus, priority = 'normal', size = 'small' }: ModalProps) {
  const titleId = useId();
  const bodyId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const releaseInert = backdrop.current ? makeRestInert(backdrop.current) : () => undefined;
    const target = initialFocus?.current ?? panel.current?.querySelector<HTMLElement>(FOCUSABLE) ?? panel.current;
    target?.focus();
    return () => {
      releaseInert();
      // Only when focus went down with the modal: an action that moved it on (e.g. to a new slide's field) keeps it there.
      if (!document.activeElement || document.activeElement === document.body) previouslyFocused?.focus();
    };
    // Focus moves once, when the modal opens.
  }, []);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && closeRef.current) {
      event.stopPropagation();
      closeRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (focusable.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      ref={backdrop}
      className={`modal-backdrop modal-backdrop--${priority}`}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) closeRef.current?.();
      }}
    >
      <div
        ref={panel}
        className={`modal modal--${size}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <div id={bodyId} className="modal__body">
          {children}
        </div>
        {actions && <div className="modal__actions">{actions}</div>}
      </div>
    </div>,
    document.body,
  );
}
