import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Subject, type Observable } from 'rxjs';
import type { PlanId } from '../../../contracts/identity/plans.js';
import { LIVE_BUS, LiveBusTopics, type LiveBus } from '../../infrastructure/live-bus/live-bus.port.js';
import { TopicFollower } from '../../infrastructure/live-bus/topic-follower.js';

export interface JoinRefusedNotice {
  readonly presentationId: string;
  readonly sessionId: string;
  readonly limit: number;
  readonly plan: PlanId;
  /** Refusals so far in this session, over every node. */
  readonly refused: number;
}

type RefusalMessage = Omit<JoinRefusedNotice, 'refused'>;

/**
 * Things the presenter must hear about that are not state changes (a refused join changes nothing, so
 * it is no event): why people cannot get in. Refusals travel on the LiveBus, so the presenter hears of a
 * refusal on whichever node their socket is, and every node counts them alike.
 */
@Injectable()
export class SessionNotices implements OnModuleInit, OnModuleDestroy {
  private readonly refusedBySession = new Map<string, number>();
  private readonly refusals = new Subject<JoinRefusedNotice>();
  private follower?: TopicFollower;
  readonly refusals$: Observable<JoinRefusedNotice> = this.refusals.asObservable();

  constructor(@Inject(LIVE_BUS) private readonly bus: LiveBus) {}

  onModuleInit(): void {
    this.follower = new TopicFollower(this.bus, LiveBusTopics.notices, (message) => {
      const notice = message.payload as RefusalMessage;
      const refused = (this.refusedBySession.get(notice.sessionId) ?? 0) + 1;
      this.refusedBySession.set(notice.sessionId, refused);
      this.refusals.next({ ...notice, refused });
    });
  }

  onModuleDestroy(): void {
    this.follower?.stop();
    this.refusals.complete();
  }

  joinRefused(presentationId: string, sessionId: string, cap: { limit: number; plan: PlanId }): void {
    const payload: RefusalMessage = { presentationId, sessionId, ...cap };
    void this.bus
      .publish(LiveBusTopics.notices, { key: sessionId, payload, origin: this.bus.nodeId, sentAt: new Date().toISOString() })
      .catch(() => undefined);
  }

  refusedCount(sessionId: string): number {
    return this.refusedBySession.get(sessionId) ?? 0;
  }
}
