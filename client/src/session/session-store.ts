import { userViewSchema, type AuthResponse, type UserView } from '../../../contracts/identity/user-view.js';

export interface Session {
  readonly token: string;
  readonly user: UserView;
}

const STORAGE_KEY = 'liveslides.session';

/**
 * The signed-in presenter, kept in localStorage so a reload or a new tab stays signed in (spec doc 1 §4: a stored
 * token makes the user authenticated). React reads it through useSyncExternalStore.
 */
export class SessionStore {
  private session: Session | null;
  private signedOutHere = false;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly storage: Storage | null = typeof localStorage === 'undefined' ? null : localStorage) {
    this.session = this.read();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly current = (): Session | null => this.session;

  token(): string | null {
    return this.session?.token ?? null;
  }

  signIn(auth: AuthResponse): void {
    this.signedOutHere = false;
    this.set({ token: auth.token, user: auth.user });
  }

  updateUser(user: UserView): void {
    if (this.session) this.set({ ...this.session, user });
  }

  signOut(): void {
    this.signedOutHere = true;
    this.set(null);
  }

  /** True once this page signed the user out (spec doc 1 §4: the login page then gets a from=logout marker). */
  wasSignedOut(): boolean {
    return this.signedOutHere;
  }

  /** A renewed access token for the same sign-in (the user is unchanged). */
  renewed(token: string): void {
    if (this.session) this.set({ ...this.session, token });
  }

  /**
   * Spec doc 1 §4: another tab signed in, out, or as someone else. True when the stored session is not this page's
   * user (the page then reloads when it becomes visible). A token another tab merely renewed is the same sign-in, and
   * this page adopts it.
   */
  changedElsewhere(): boolean {
    const stored = this.read();
    if ((stored?.user.id ?? null) !== (this.session?.user.id ?? null)) return true;
    if (stored && this.session && stored.token !== this.session.token) this.session = { ...this.session, token: stored.token };
    return false;
  }

  private set(session: Session | null): void {
    this.session = session;
    try {
      if (session) this.storage?.setItem(STORAGE_KEY, JSON.stringify(session));
      else this.storage?.removeItem(STORAGE_KEY);
    } catch (error) {
      // Private browsing can refuse storage; the session still lasts for this page.
      console.warn('Could not store the session', error);
    }
    for (const listener of this.listeners) listener();
  }

  private read(): Session | null {
    try {
      const raw = this.storage?.getItem(STORAGE_KEY);
      if (!raw) return null;
      const parsed = JSON.parse(raw) as { token?: unknown; user?: unknown };
      const user = userViewSchema.safeParse(parsed.user);
      if (typeof parsed.token !== 'string' || !user.success) return null;
      return { token: parsed.token, user: user.data };
    } catch {
      return null;
    }
  }
}
