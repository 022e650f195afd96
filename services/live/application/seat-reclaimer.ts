import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { admissionStreamId } from '../../../contracts/live/constants.js';
import { CommandExecutor } from '../../infrastructure/commands/command-executor.js';
import { admissionDecider } from '../domain/admission.decider.js';
import { leaseReclaimable, type SessionState } from '../domain/session.decider.js';
import { LivePresence } from '../realtime/live-presence.js';
import { RunSessionCommand } from './live-commands.js';

const RECLAIM_ACTOR = { kind: 'system', id: 'seat-reclaim' } as const;
/** A node that finds its lease closed admits on a new one named `{nodeId}~{suffix}`. */
const LEASE_SUFFIX_SEPARATOR = '~';

export function nodeOfLease(leaseId: string): string {
  return leaseId.split(LEASE_SUFFIX_SEPARATOR)[0]!;
}

export function renewedLeaseId(nodeId: string, suffix: string): string {
  return `${nodeId}${LEASE_SUFFIX_SEPARATOR}${suffix}`;
}

/**
 * Takes back the seats a dead node leased and did not use, when a session runs short of seats. A lease is
 * reclaimable once its node was heard and fell silent, or, for a node this one never heard (it died before this
 * one started, or the live bus is down), LEASE_EXPIRY_MS after it last leased. The node's admission stream is
 * closed first, so what it admitted is final before its unused seats go back; a node alive after all then
 * admits on a new lease.
 */
@Injectable()
export class SeatReclaimer {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly commands: CommandBus,
    private readonly presence: LivePresence,
  ) {}

  /** Seats taken back from other nodes' leases (0 when none was reclaimable). */
  async reclaim(sessionId: string, session: SessionState, ownLeaseId: string): Promise<number> {
    if (session.status !== 'live') return 0;
    const now = this.executor.now().toISOString();
    let reclaimed = 0;
    for (const leaseId of Object.keys(session.leasedAt)) {
      const holder = nodeOfLease(leaseId);
      if (leaseId === ownLeaseId || this.presence.alive(holder)) continue;
      const holderGone = this.presence.gone(holder);
      if (!leaseReclaimable(session, leaseId, now, holderGone)) continue;
      const closed = await this.executor.execute({
        streamId: admissionStreamId(sessionId, leaseId),
        decider: admissionDecider,
        actor: RECLAIM_ACTOR,
        command: { type: 'CloseAdmissions', sessionId, nodeId: leaseId },
      });
      const returned = await this.commands.execute(
        new RunSessionCommand(RECLAIM_ACTOR, sessionId, { type: 'ReclaimSeats', nodeId: leaseId, admitted: closed.state.admitted, holderGone }),
      );
      for (const event of returned.events as readonly { type: string; data: { count?: number } }[]) reclaimed += event.type === 'SeatsReturned' ? (event.data.count ?? 0) : 0;
    }
    return reclaimed;
  }
}
