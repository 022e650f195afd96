import { Injectable } from '@nestjs/common';
import type { Actor } from '../../../contracts/events/envelope.js';
import { presentationStreamId } from '../../../contracts/presentations/constants.js';
import { PRESENTATION_EVENT_SCHEMA_VERSIONS, type PresentationLifecycleEvent } from '../../../contracts/presentations/events.js';
import { CommandExecutor, type CommandResult } from '../../infrastructure/commands/command-executor.js';
import { ProjectionRunner } from '../../infrastructure/projections/projection-runner.js';
import {
  presentationLifecycleDecider,
  type PresentationLifecycleCommand,
  type PresentationLifecycleState,
} from '../domain/presentation-lifecycle.decider.js';

/**
 * Runs one lifecycle command against a presentation's stream and returns once the read models show
 * it, so the caller's next read sees its own write.
 */
@Injectable()
export class LifecycleCommandRunner {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly runner: ProjectionRunner,
  ) {}

  async run(
    presentationId: string,
    command: PresentationLifecycleCommand,
    actor: Actor,
    expectedRevision?: number,
  ): Promise<CommandResult<PresentationLifecycleState, PresentationLifecycleEvent>> {
    const result = await this.executor.execute({
      streamId: presentationStreamId(presentationId),
      decider: presentationLifecycleDecider,
      command,
      actor,
      expectedRevision,
      schemaVersions: PRESENTATION_EVENT_SCHEMA_VERSIONS,
    });
    if (result.position > 0) await this.runner.waitForPosition(result.position);
    return result;
  }
}
