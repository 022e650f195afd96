import type { PacingProgress } from '../../../../contracts/live/pacing.js';
import type { HttpClient } from '../../api/http-client.js';
import type { LiveConnection } from '../live/live-socket.js';

export type PresenterPacingState = { readonly progress: PacingProgress | null; readonly failed: boolean };

/** The presenter's view of a self-paced session: fetched once the presenter room is joined, then pushed (pacing:progress). */
export class PresenterPacing {
  private state: PresenterPacingState = { progress: null, failed: false };
  private readonly listeners = new Set<() => void>();
  private connection: LiveConnection | null = null;

  constructor(
    private readonly http: HttpClient,
    private readonly presentationId: string,
  ) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly current = (): PresenterPacingState => this.state;

  readonly attach = (connection: LiveConnection): void => {
    this.connection = connection;
    connection.on('pacing:progress', (progress) => this.connection === connection && progress.presentationId === this.presentationId && this.set({ progress, failed: false }));
  };

  async refresh(): Promise<void> {
    try {
      this.set({ progress: await this.http.get<PacingProgress>(`/api/pacing/${encodeURIComponent(this.presentationId)}/progress`), failed: false });
    } catch {
      this.set({ failed: true });
    }
  }

  private set(changes: Partial<PresenterPacingState>): void {
    this.state = { ...this.state, ...changes };
    for (const listener of this.listeners) listener();
  }
}
