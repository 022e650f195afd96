/**
 * The app-wide overlays of spec doc 1 §2 "Global overlays": the logged-out modal (highest priority), the
 * cannot-connect modal, and the error modal for internal server errors. Any code may raise them; the
 * GlobalOverlays component shows them.
 */
export interface OverlayState {
  readonly loggedOut: boolean;
  readonly unreachable: boolean;
  /** The message of a 500 answer, shown with an OK button. */
  readonly serverError: string | null;
}

const NONE: OverlayState = { loggedOut: false, unreachable: false, serverError: null };

export class OverlayStore {
  private state: OverlayState = NONE;
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly current = (): OverlayState => this.state;

  showLoggedOut(): void {
    if (!this.state.loggedOut) this.set({ ...this.state, loggedOut: true });
  }

  showUnreachable(): void {
    if (!this.state.unreachable) this.set({ ...this.state, unreachable: true });
  }

  showServerError(message: string): void {
    this.set({ ...this.state, serverError: message });
  }

  dismissServerError(): void {
    this.set({ ...this.state, serverError: null });
  }

  /** After signing in again everything starts clean. */
  reset(): void {
    this.set(NONE);
  }

  private set(state: OverlayState): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}
