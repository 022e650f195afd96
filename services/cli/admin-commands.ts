import type { Actor } from '../../contracts/events/envelope.js';
import { normalizeEmail } from '../../contracts/identity/email.js';
import { userStreamId, type IdentityEvent } from '../../contracts/identity/events.js';
import { PARTICIPANT_LIMITS, planIdSchema, type PlanId } from '../../contracts/identity/plans.js';
import { identityDecider } from '../accounts/domain/identity.decider.js';
import { presenterIdForEmail } from '../accounts/application/user-id.js';
import { CommandExecutor, type Clock } from '../infrastructure/commands/command-executor.js';
import { foldEvents } from '../shared-kernel/domain/decider.js';
import { NotFound } from '../shared-kernel/domain/domain-errors.js';
import type { EventStore } from '../infrastructure/event-store/event-store.port.js';

/** Who the events the admin CLI causes are attributed to. */
export const ADMIN_CLI_ACTOR: Actor = { kind: 'system', id: 'admin-cli' };

export interface AdminDependencies {
  readonly eventStore: EventStore;
  readonly clock?: Clock;
}

/** A mistake in what the operator asked for (unknown plan or email): reported as is, exit code 1. */
export class AdminInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AdminInputError';
  }
}

export function parsePlan(plan: string): PlanId {
  const parsed = planIdSchema.safeParse(plan);
  if (!parsed.success) throw new AdminInputError(`Unknown plan "${plan}". Plans: ${planIdSchema.options.join(', ')}`);
  return parsed.data;
}

/**
 * Moves a presenter to another plan through the command pipeline, so the change is a UserPlanChanged event
 * in their stream like any other, decided by the identity decider. Returns the line to show the operator.
 */
export async function setPlan(dependencies: AdminDependencies, email: string, plan: string): Promise<string> {
  const newPlan = parsePlan(plan);
  const address = normalizeEmail(email);
  const streamId = userStreamId(presenterIdForEmail(address));
  const executor = new CommandExecutor(dependencies.eventStore, dependencies.clock);
  let result;
  try {
    result = await executor.execute({
      streamId,
      decider: identityDecider,
      command: { type: 'ChangePlan', plan: newPlan },
      actor: ADMIN_CLI_ACTOR,
    });
  } catch (error) {
    if (error instanceof NotFound) throw new AdminInputError(`No presenter is registered with the email ${address}`);
    throw error;
  }
  if (result.events.length === 0) return `${address} is already on ${newPlan}`;
  // The plan the decision was made against: the stream up to the event just written.
  const recorded = (await dependencies.eventStore.readStream(streamId)) as unknown as IdentityEvent[];
  const before = foldEvents(identityDecider, recorded.slice(0, (result.revision ?? 0) + 1 - result.events.length));
  const previousPlan = before.status === 'registered' ? before.plan : 'none';
  return `Changed ${address} from ${previousPlan} to ${newPlan} (participant limit ${PARTICIPANT_LIMITS[newPlan]})`;
}
