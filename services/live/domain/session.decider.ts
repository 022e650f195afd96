import type { PlanId } from '../../../contracts/identity/plans.js';
import type { SessionEvent } from '../../../contracts/live/events.js';
import type { WordGroup } from '../../../contracts/live/results.js';
import { assertNever } from '../../../contracts/shared/assert-never.js';
import type { Decider } from '../../shared-kernel/domain/decider.js';
import { BusinessRuleViolated } from '../../shared-kernel/domain/domain-errors.js';
import { NOT_LIVE_MESSAGE, WORD_REMOVAL_NOT_ALLOWED_MESSAGE } from '../../../contracts/live/constants.js';

export type SessionState =
  | { readonly status: 'none' }
  | {
      readonly status: 'live' | 'stopped';
      readonly sessionId: string;
      readonly presentationId: string;
      readonly ownerId: string;
      readonly plan: PlanId;
      readonly participantLimit: number;
      readonly activeSlideId: string | null;
      /**
       * Everyone admitted that the fold has seen: folding the session stream alone (the decider), only joins
       * from before seat leases; the session view also folds every node's admission stream.
       */
      readonly admitted: number;
      /** Seats each node holds (leased minus returned), by node id; admissions against them are on its stream. */
      readonly seatsLeased: Readonly<Record<string, number>>;
      /**
       * When each node with an open lease last leased seats: it expires LEASE_EXPIRY_MS later unless the node is
       * known alive; seats going back (SeatsReturned) settle the lease.
       */
      readonly leasedAt: Readonly<Record<string, string>>;
      readonly stoppedSlides: ReadonlySet<string>;
      /** Team play: members per team id. */
      readonly teamSizes: Readonly<Record<string, number>>;
      /** Held answers the presenter approved or rejected: a second decision on one decides nothing. */
      readonly moderatedAnswers: ReadonlySet<string>;
    };

export type SessionCommand =
  | { readonly type: 'StartSession'; readonly sessionId: string; readonly presentationId: string; readonly ownerId: string; readonly plan: PlanId; readonly participantLimit: number }
  | { readonly type: 'ActivateSlide'; readonly slideId: string }
  /**
   * A node wants `wanted` more seats to admit people against: it gets them, `block` seats when that is more and
   * seats allow (fewer contended writes), an eighth of what is left when seats run short (so other nodes still
   * find some), and never more than is left; none when the session is full (no event).
   */
  | { readonly type: 'LeaseSeats'; readonly nodeId: string; readonly wanted: number; readonly block: number }
  /** A node gives back seats it leased and will not use. */
  | { readonly type: 'ReturnSeats'; readonly nodeId: string; readonly count: number }
  /**
   * Another node takes back the seats `nodeId` leased and did not use, once that node is gone (`holderGone`: it
   * was heard and fell silent) or its lease expired; `admitted` is what that node's closed admission stream holds.
   */
  | { readonly type: 'ReclaimSeats'; readonly nodeId: string; readonly admitted: number; readonly holderGone: boolean }
  | { readonly type: 'StopSubmissions'; readonly slideId: string }
  | { readonly type: 'ResumeSubmissions'; readonly slideId: string }
  | { readonly type: 'RemoveWord'; readonly slideId: string; readonly text: string; readonly smartGrouping: boolean }
  /** The caller has checked the slide is a word cloud with "Group similar words" on. */
  | { readonly type: 'GroupWords'; readonly slideId: string; readonly groups: WordGroup[] }
  /** The caller has checked that the answer waits for approval on this slide (the results hold it). */
  | { readonly type: 'ModerateAnswer'; readonly slideId: string; readonly answerId: string; readonly approve: boolean }
  | { readonly type: 'StopSession' }
  /** Presenting again continues this ended session (the presenting stream chose it). */
  | { readonly type: 'ResumeSession' };

type Running = Extract<SessionState, { status: 'live' | 'stopped' }>;

/** A lease whose holder is not known to be alive is reclaimable this long after the holder last leased. */
export const LEASE_EXPIRY_MS = 5 * 60_000;

/** Whether another node may take back the unused seats of `nodeId`'s open lease (see ReclaimSeats). */
export function leaseReclaimable(state: SessionState, nodeId: string, now: string, holderGone: boolean): boolean {
  const leasedAt = state.status === 'live' ? state.leasedAt[nodeId] : undefined;
  if (leasedAt === undefined) return false;
  return holderGone || Date.parse(now) - Date.parse(leasedAt) >= LEASE_EXPIRY_MS;
}

/** Seats no one holds: the plan's limit less joins admitted on the session stream and seats leased to nodes. */
function seatsLeft(session: Running): number {
  const leased = Object.values(session.seatsLeased).reduce((sum, seats) => sum + seats, 0);
  return Math.max(0, session.participantLimit - session.admitted - leased);
}

function live(state: SessionState): Running {
  if (state.status !== 'live') throw new BusinessRuleViolated(NOT_LIVE_MESSAGE);
  return state;
}

export const sessionDecider: Decider<SessionState, SessionCommand, SessionEvent> = {
  initialState: { status: 'none' },

  evolve(state, event) {
    switch (event.type) {
      case 'SessionStarted':
        return {
          status: 'live',
          sessionId: event.data.sessionId,
          presentationId: event.data.presentationId,
          ownerId: event.data.ownerId,
          plan: event.data.plan,
          participantLimit: event.data.participantLimit,
          activeSlideId: null,
          admitted: 0,
          seatsLeased: {},
          leasedAt: {},
          stoppedSlides: new Set(),
          teamSizes: {},
          moderatedAnswers: new Set(),
        };
      case 'LiveSlideActivated':
        return state.status === 'none' ? state : { ...state, activeSlideId: event.data.slideId };
      case 'AudienceAdmitted': {
        if (state.status === 'none') return state;
        const teamId = event.data.teamId;
        const teamSizes = teamId === undefined ? state.teamSizes : { ...state.teamSizes, [teamId]: (state.teamSizes[teamId] ?? 0) + 1 };
        return { ...state, admitted: state.admitted + 1, teamSizes };
      }
      case 'SeatsLeased':
      case 'SeatsReturned': {
        if (state.status === 'none') return state;
        const change = event.type === 'SeatsLeased' ? event.data.count : -event.data.count;
        const { [event.data.nodeId]: _settled, ...others } = state.leasedAt;
        const leasedAt = event.type === 'SeatsLeased' ? { ...state.leasedAt, [event.data.nodeId]: event.data.at } : others;
        return { ...state, leasedAt, seatsLeased: { ...state.seatsLeased, [event.data.nodeId]: (state.seatsLeased[event.data.nodeId] ?? 0) + change } };
      }
      case 'SubmissionsStopped':
        return state.status === 'none' ? state : { ...state, stoppedSlides: new Set(state.stoppedSlides).add(event.data.slideId) };
      case 'SubmissionsResumed': {
        if (state.status === 'none') return state;
        const stoppedSlides = new Set(state.stoppedSlides);
        stoppedSlides.delete(event.data.slideId);
        return { ...state, stoppedSlides };
      }
      case 'WordCloudWordRemoved':
      case 'WordCloudWordsGrouped':
        return state;
      case 'AnswerApproved':
      case 'AnswerRejected':
        return state.status === 'none' ? state : { ...state, moderatedAnswers: new Set(state.moderatedAnswers).add(event.data.answerId) };
      case 'SessionStopped':
        return state.status === 'none' ? state : { ...state, status: 'stopped' };
      case 'SessionResumed':
        return state.status === 'none' ? state : { ...state, status: 'live' };
      default:
        return state;
    }
  },

  decide(command, state, { now }) {
    switch (command.type) {
      case 'StartSession':
        // Starting twice (a retry, or two presenter windows racing) keeps the first start.
        if (state.status !== 'none') return [];
        return [
          {
            type: 'SessionStarted',
            data: {
              sessionId: command.sessionId,
              presentationId: command.presentationId,
              ownerId: command.ownerId,
              plan: command.plan,
              participantLimit: command.participantLimit,
              startedAt: now,
            },
          },
        ];
      case 'ActivateSlide': {
        const session = live(state);
        if (session.activeSlideId === command.slideId) return [];
        return [
          { type: 'LiveSlideActivated', data: { sessionId: session.sessionId, presentationId: session.presentationId, slideId: command.slideId, activatedAt: now } },
        ];
      }
      case 'LeaseSeats': {
        const session = live(state);
        const left = seatsLeft(session);
        const count = Math.min(left, Math.max(command.wanted, Math.min(command.block, Math.ceil(left / 8))));
        if (count <= 0) return [];
        return [{ type: 'SeatsLeased', data: { sessionId: session.sessionId, nodeId: command.nodeId, count, at: now } }];
      }
      case 'ReturnSeats': {
        if (state.status === 'none') return [];
        const count = Math.min(command.count, state.seatsLeased[command.nodeId] ?? 0);
        if (count <= 0) return [];
        return [{ type: 'SeatsReturned', data: { sessionId: state.sessionId, nodeId: command.nodeId, count, at: now } }];
      }
      case 'ReclaimSeats': {
        if (state.status !== 'live' || !leaseReclaimable(state, command.nodeId, now, command.holderGone)) return [];
        const count = (state.seatsLeased[command.nodeId] ?? 0) - command.admitted;
        if (count <= 0) return [];
        return [{ type: 'SeatsReturned', data: { sessionId: state.sessionId, nodeId: command.nodeId, count, at: now } }];
      }
      case 'StopSubmissions': {
        const session = live(state);
        if (session.stoppedSlides.has(command.slideId)) return [];
        return [{ type: 'SubmissionsStopped', data: { sessionId: session.sessionId, slideId: command.slideId, at: now } }];
      }
      case 'ResumeSubmissions': {
        const session = live(state);
        if (!session.stoppedSlides.has(command.slideId)) return [];
        return [{ type: 'SubmissionsResumed', data: { sessionId: session.sessionId, slideId: command.slideId, at: now } }];
      }
      case 'RemoveWord': {
        const session = live(state);
        // Spec doc 2 §4: removal is not allowed with smart grouping on.
        if (command.smartGrouping) throw new BusinessRuleViolated(WORD_REMOVAL_NOT_ALLOWED_MESSAGE);
        return [{ type: 'WordCloudWordRemoved', data: { sessionId: session.sessionId, slideId: command.slideId, text: command.text, at: now } }];
      }
      case 'GroupWords': {
        // Grouping is for the words shown live: an ended session's stay as they were.
        if (state.status !== 'live') return [];
        return [{ type: 'WordCloudWordsGrouped', data: { sessionId: state.sessionId, slideId: command.slideId, groups: command.groups, at: now } }];
      }
      case 'ModerateAnswer': {
        const session = live(state);
        if (session.moderatedAnswers.has(command.answerId)) return [];
        const data = { sessionId: session.sessionId, slideId: command.slideId, answerId: command.answerId, at: now };
        return [command.approve ? { type: 'AnswerApproved', data } : { type: 'AnswerRejected', data }];
      }
      case 'StopSession': {
        if (state.status !== 'live') return [];
        return [{ type: 'SessionStopped', data: { sessionId: state.sessionId, presentationId: state.presentationId, stoppedAt: now } }];
      }
      case 'ResumeSession': {
        if (state.status === 'none') throw new BusinessRuleViolated(NOT_LIVE_MESSAGE);
        if (state.status === 'live') return [];
        return [{ type: 'SessionResumed', data: { sessionId: state.sessionId, presentationId: state.presentationId, resumedAt: now } }];
      }
      default:
        return assertNever(command);
    }
  },
};
