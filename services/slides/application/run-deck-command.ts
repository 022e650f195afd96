import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { DeckCommand } from '../../../contracts/deck/deck-commands.js';
import { DECK_EVENT_SCHEMA_VERSIONS } from '../../../contracts/deck/deck-events.js';
import type { Actor, RecordedEvent } from '../../../contracts/events/envelope.js';
import { presentationStreamId } from '../../../contracts/presentations/constants.js';
import { CommandExecutor } from '../../infrastructure/commands/command-executor.js';
import { DomainError } from '../../shared-kernel/domain/domain-errors.js';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port.js';
import { ProjectionRunner } from '../../infrastructure/projections/projection-runner.js';
import { decideDeck, deckDecider, deckDeciderWithTeam, type DeckCommandWithTeam } from '../domain/deck-decider.js';
import { evolveDeck, initialDeckState, type DeckState } from '../domain/deck-state.js';
import type { Decider } from '../../shared-kernel/domain/decider.js';
import type { DeckEvent } from '../../../contracts/deck/deck-events.js';
import { requireEditableDeck } from '../domain/deck-guards.js';
import type { ActorTeam } from '../../presentations/domain/workspace-deck-roles.js';
import { TeamWorkspaceAccess } from '../../presentations/application/workspace/team-workspace-access.js';
import type { RichTextSanitiserThread } from '../rich-text-sanitiser-thread.js';
import { carriesRichText, sanitiseDeckCommand } from '../sanitise-command.js';
import { RICH_TEXT_SANITISER } from './rich-text-sanitiser.provider.js';

export interface DeckCommandOutcome {
  readonly presentationId: string;
  /** The stream revision the command left (for a re-sent command: the one its first send left). */
  readonly revision: number;
  /** The events the command wrote, as stored; for a re-sent command, those of its first send. */
  readonly events: RecordedEvent[];
  /** True when this commandId had been applied before and nothing new was written. */
  readonly duplicate: boolean;
}

export interface DeckCommandOptions {
  /** The client's id for the action (a socket mutationId); a re-send is answered from the first result. */
  readonly commandId?: string;
  /** From If-Match or the socket's expectedRevision: a different current revision is a 409. */
  readonly expectedRevision?: number;
}

/** One deck command on `presentation-{id}`: sanitised, decided, appended, and visible in the read models. */
export class RunDeckCommand extends Command<DeckCommandOutcome> {
  constructor(
    readonly actor: Actor,
    readonly command: DeckCommand,
    readonly options: DeckCommandOptions = {},
  ) {
    super();
  }
}

@CommandHandler(RunDeckCommand)
export class RunDeckCommandHandler implements ICommandHandler<RunDeckCommand, DeckCommandOutcome> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly runner: ProjectionRunner,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(RICH_TEXT_SANITISER) private readonly sanitiser: RichTextSanitiserThread,
    private readonly workspaces: TeamWorkspaceAccess,
  ) {}

  async execute({ actor, command, options }: RunDeckCommand): Promise<DeckCommandOutcome> {
    const { presentationId } = command.data;
    const streamId = presentationStreamId(presentationId);
    const commandId = options.commandId ?? randomUUID();
    const resent = options.commandId !== undefined;
    // The actor's team role counts on a team workspace's deck (README "Team roles").
    const team = await this.workspaces.teamOf(actor);
    let result;
    try {
      result = await this.executor.execute({
        streamId,
        decider: command.type === 'RestoreDeckVersion' ? await this.deciderLookingBack(actor, team, streamId, command.data.revision) : deckDeciderWithTeam,
        command: { command: await this.sanitised(actor, team, streamId, command), team },
        actor,
        commandId,
        expectedRevision: options.expectedRevision,
        schemaVersions: DECK_EVENT_SCHEMA_VERSIONS,
      });
    } catch (error) {
      // A re-send after its first send went through may no longer fit the deck (its option is gone, its
      // expected revision is stale): it is still answered from the first result.
      if (resent && error instanceof DomainError) {
        const first = await this.firstResult(presentationId, streamId, commandId);
        if (first) return first;
      }
      throw error;
    }
    if (result.duplicate || (resent && result.events.length === 0)) {
      const first = await this.firstResult(presentationId, streamId, commandId);
      if (first) return first;
    }
    if (result.events.length === 0) return { presentationId, revision: result.revision ?? -1, events: [], duplicate: false };

    await this.runner.waitForPosition(result.position);
    const firstRevision = (result.revision ?? 0) - result.events.length + 1;
    const written = await this.eventStore.readStream(streamId, firstRevision);
    return {
      presentationId,
      revision: result.revision ?? -1,
      events: written.filter((event) => event.metadata.commandId === commandId),
      duplicate: false,
    };
  }

  /** Rich text is sanitised only for someone who may edit the deck: nobody else can make the server parse anything. */
  private async sanitised(actor: Actor, team: ActorTeam | null, streamId: string, command: DeckCommand): Promise<DeckCommand> {
    if (!carriesRichText(command)) return command;
    requireEditableDeck(await this.executor.currentState(streamId, deckDecider), actor, team);
    return sanitiseDeckCommand(command, this.sanitiser.sanitise);
  }

  /**
   * A restore decides on the deck as it stood at a revision: the stream up to there, folded by the decider's own
   * evolve. Read only for someone who may edit the deck.
   */
  private async deciderLookingBack(actor: Actor, team: ActorTeam | null, streamId: string, revision: number): Promise<Decider<DeckState, DeckCommandWithTeam, DeckEvent>> {
    requireEditableDeck(await this.executor.currentState(streamId, deckDecider), actor, team);
    const history = (await this.eventStore.readStream(streamId)).slice(0, revision + 1);
    const target = history.length === revision + 1 ? history.reduce(evolveDeck, initialDeckState) : null;
    return {
      ...deckDeciderWithTeam,
      decide: ({ command }, state, context) => decideDeck(command, state, { ...context, team, deckAt: (at) => (at === revision ? target : null) }),
    };
  }

  /** What an earlier send of this commandId wrote; null if it wrote nothing. Only re-sends read this far back. */
  private async firstResult(presentationId: string, streamId: string, commandId: string): Promise<DeckCommandOutcome | null> {
    const events = (await this.eventStore.readStream(streamId)).filter((event) => event.metadata.commandId === commandId);
    const last = events.at(-1);
    if (!last) return null;
    await this.runner.waitForPosition(last.position);
    return { presentationId, revision: last.revision, events, duplicate: true };
  }
}

