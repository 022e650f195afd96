import type { AudienceMember, SessionEvent } from '../../../contracts/live/events.js';
import { assignTeam, type TeamSetup } from '../../../contracts/quiz/teams.js';
import type { Decider } from '../../shared-kernel/domain/decider.js';

type AdmissionEvent = Extract<SessionEvent, { type: 'AudienceAdmitted' | 'AdmissionsClosed' }>;

/** One lease's admission stream of a session (`admissions-{sessionId}-{leaseId}`): its node admits on it; another node only closes it (lease expiry). */
export interface AdmissionState {
  readonly admitted: number;
  /** Members per team admitted here. */
  readonly teamSizes: Readonly<Record<string, number>>;
  /** Another node reclaimed this lease's unused seats: nobody more is admitted here. */
  readonly closed: boolean;
}

export type AdmissionCommand =
  | {
  /**
   * Several joins decided together: each is admitted while the node's leased seats last; the rest are refused
   * (no event). With `teams` (team play on), each gets the team they chose while it has room, else the smallest,
   * counting `teamSizesElsewhere` (members other nodes admitted, as far as this node knows) with its own.
   */
  readonly type: 'AdmitAudience';
  readonly sessionId: string;
  readonly presentationId: string;
  /** Seats the node holds on the session stream (leased minus returned), admitted here or not. */
  readonly seatsLeased: number;
  readonly members: readonly AudienceMember[];
  readonly teams?: TeamSetup;
  readonly teamSizesElsewhere?: Readonly<Record<string, number>>;
}
  /** Another node is about to reclaim this lease's unused seats: closing first makes what was admitted final. */
  | { readonly type: 'CloseAdmissions'; readonly sessionId: string; readonly nodeId: string };

export const admissionDecider: Decider<AdmissionState, AdmissionCommand, AdmissionEvent> = {
  initialState: { admitted: 0, teamSizes: {}, closed: false },

  evolve(state, event) {
    switch (event.type) {
      case 'AudienceAdmitted': {
        const teamId = event.data.teamId;
        return {
          ...state,
          admitted: state.admitted + 1,
          teamSizes: teamId === undefined ? state.teamSizes : { ...state.teamSizes, [teamId]: (state.teamSizes[teamId] ?? 0) + 1 },
        };
      }
      case 'AdmissionsClosed':
        return { ...state, closed: true };
      default:
        return state;
    }
  },

  decide(command, state, { now }) {
    if (command.type === 'CloseAdmissions') {
      if (state.closed) return [];
      return [{ type: 'AdmissionsClosed', data: { sessionId: command.sessionId, nodeId: command.nodeId, admitted: state.admitted, at: now } }];
    }
    if (state.closed) return [];
    const seats = Math.max(0, command.seatsLeased - state.admitted);
    const teamSizes: Record<string, number> = { ...command.teamSizesElsewhere };
    for (const [teamId, size] of Object.entries(state.teamSizes)) teamSizes[teamId] = (teamSizes[teamId] ?? 0) + size;
    return command.members.slice(0, seats).map(({ teamId: chosen, ...member }) => {
      const teamId = command.teams ? assignTeam(chosen, teamSizes, command.teams) : undefined;
      if (teamId !== undefined) teamSizes[teamId] = (teamSizes[teamId] ?? 0) + 1;
      return {
        type: 'AudienceAdmitted' as const,
        data: { ...member, ...(teamId !== undefined && { teamId }), sessionId: command.sessionId, presentationId: command.presentationId, admittedAt: now },
      };
    });
  },
};
