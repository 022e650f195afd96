import { Injectable } from '@nestjs/common';
import { Subject, type Observable } from 'rxjs';
import type { PlanId } from '../../../contracts/identity/plans.js';

export interface JoinRefusedNotice {
  readonly presentationId: string;
  readonly sessionId: string;
  readonly limit: number;
  readonly plan: PlanId;
  /** Refusals so far in this session, on this node. */
  readonly refused: number;
}

/**
 * Things the presenter must hear about that are not state changes (a refused join changes nothing,
 * so it is no event): why people cannot get in.
 */
@Injectable()
export class SessionNotices {
  private readonly refusedBySession = new Map<string, number>();
  private readonly refusals = new Subject<JoinRefusedNotice>();
  readonly refusals$: Observable<JoinRefusedNotice> = this.refusals.asObservable();

  joinRefused(presentationId: string, sessionId: string, cap: { limit: number; plan: PlanId }): void {
    const refused = (this.refusedBySession.get(sessionId) ?? 0) + 1;
    this.refusedBySession.set(sessionId, refused);
    this.refusals.next({ presentationId, sessionId, ...cap, refused });
  }

  refusedCount(sessionId: string): number {
    return this.refusedBySession.get(sessionId) ?? 0;
  }
}
