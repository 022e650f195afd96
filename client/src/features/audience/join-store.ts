import type { JoinSessionResponse } from '../../../../contracts/live/join.js';

const KEY_PREFIX = 'liveslides.audience.';

/**
 * The audience member's join per access code, in localStorage: a reload, a dropped connection or a closed tab
 * resumes as the same person with the same answers instead of joining twice.
 */
export class JoinStore {
  constructor(private readonly storage: Storage | null = typeof localStorage === 'undefined' ? null : localStorage) {}

  get(accessCode: string): JoinSessionResponse | null {
    try {
      const raw = this.storage?.getItem(KEY_PREFIX + accessCode);
      if (!raw) return null;
      const parsed = JSON.parse(raw) as Partial<JoinSessionResponse>;
      if (
        typeof parsed.token !== 'string' ||
        typeof parsed.audienceId !== 'string' ||
        typeof parsed.sessionId !== 'string' ||
        typeof parsed.presentationId !== 'string'
      ) {
        return null;
      }
      return { token: parsed.token, audienceId: parsed.audienceId, sessionId: parsed.sessionId, presentationId: parsed.presentationId };
    } catch {
      return null;
    }
  }

  set(accessCode: string, join: JoinSessionResponse): void {
    try {
      this.storage?.setItem(KEY_PREFIX + accessCode, JSON.stringify(join));
    } catch (error) {
      // Private browsing may refuse storage: the join still holds for this page.
      console.warn('Could not keep the join on this device', error);
    }
  }

  clear(accessCode: string): void {
    try {
      this.storage?.removeItem(KEY_PREFIX + accessCode);
    } catch {
      // Nothing kept, nothing to remove.
    }
  }
}
