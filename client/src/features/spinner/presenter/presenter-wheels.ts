import { ApiError } from '../../../api/api-error.js';
import { WheelStates, type WheelStatesState } from '../wheel-states.js';
import type { WheelAction, WheelApi } from './wheel-api.js';

export interface PresenterWheelsState extends WheelStatesState {
  /** An action on its way: the buttons wait. */
  readonly busy: boolean;
  /** The last action the server refused or never answered, in its words when it gave some. */
  readonly problem: { readonly message: string | null } | null;
}

/** The presenter's wheels: drawn by the server, pushed on the presenter room, fetched after each (re)join; and the spin, stop and update. */
export class PresenterWheels extends WheelStates<PresenterWheelsState> {
  constructor(
    private readonly api: WheelApi,
    private readonly presentationId: string,
    now?: () => number,
  ) {
    super({ wheels: {}, offsetMs: 0, busy: false, problem: null }, now);
  }

  async refresh(slideId: string): Promise<void> {
    try {
      this.apply(await this.api.state(this.presentationId, slideId));
    } catch {
      // No session yet (or any more): the next join, or the next push, brings the wheel.
    }
  }

  async act(slideId: string, action: WheelAction): Promise<void> {
    if (this.current().busy) return;
    this.set({ busy: true });
    try {
      this.apply(await this.api.act(this.presentationId, slideId, action));
      this.set({ busy: false, problem: null });
    } catch (error) {
      this.set({ busy: false, problem: { message: error instanceof ApiError ? error.message : null } });
    }
  }
}
