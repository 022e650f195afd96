import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { COPY_MESSAGES, type CopyResult } from '../../../../contracts/copies/copy-link.js';
import { COPY_RUN_EVENT_SCHEMA_VERSIONS, copyRunsStreamId } from '../../../../contracts/copies/copy-runs.js';
import { PRESENTATION_STREAM_SCHEMA_VERSIONS } from '../../../../contracts/deck/deck-events.js';
import type { Actor } from '../../../../contracts/events/envelope.js';
import { presentationStreamId } from '../../../../contracts/presentations/constants.js';
import { CommandExecutor } from '../../../infrastructure/commands/command-executor.js';
import { ProjectionRunner } from '../../../infrastructure/projections/projection-runner.js';
import { freeAccessCode, generateUniqueAccessCode } from '../../../presentations/application/access-codes.js';
import { PresentationReadModels } from '../../../presentations/application/presentation-read-models.js';
import { NotFound } from '../../../shared-kernel/domain/domain-errors.js';
import { copyRunDecider, type CopyRunCommand } from '../../domain/copy-run.decider.js';
import { copyDeckDecider } from '../../domain/decide-copy-deck.js';
import { deckDecider } from '../../domain/deck-decider.js';
import { CopyLinks } from './copy-links.js';

/**
 * Copy a presentation by share code into the caller's own presentations (spec doc 1 §5 / doc 3 §4: a copy is ignored
 * while another copy of the same person's runs). The copy is written first, then counted on the source, under the
 * copy's id, so a retry never counts one copy twice. The run is a lease on the person's `copy-runs-{userId}` stream,
 * so a second copy is ignored whichever node it reaches (the copy of a 500-slide deck takes a moment).
 */
@Injectable()
export class CopyByShareCode {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly runner: ProjectionRunner,
    private readonly presentations: PresentationReadModels,
    private readonly links: CopyLinks,
  ) {}

  async copy(actor: Actor, shareCode: string): Promise<CopyResult> {
    // A link that opens nothing is refused before the lease, so it writes nothing.
    const { presentationId: sourceId } = await this.links.sourceOf(shareCode);
    const runId = randomUUID();
    await this.runCommand(actor, { type: 'StartCopyRun', runId });
    try {
      return await this.copyFrom(actor, sourceId);
    } finally {
      await this.runCommand(actor, { type: 'FinishCopyRun', runId });
    }
  }

  private runCommand(actor: Actor, command: CopyRunCommand) {
    return this.executor.execute({ streamId: copyRunsStreamId(actor.id), decider: copyRunDecider, command, actor, schemaVersions: COPY_RUN_EVENT_SCHEMA_VERSIONS });
  }

  private async copyFrom(actor: Actor, sourceId: string): Promise<CopyResult> {
    const deck = await this.presentations.deck(sourceId);
    const source = await this.executor.currentState(presentationStreamId(sourceId), deckDecider);
    if (!deck || !source.exists || source.removed) throw new NotFound(COPY_MESSAGES.linkNotFound);
    const copyId = randomUUID();
    const streamId = presentationStreamId(copyId);
    this.executor.expectNewStream(streamId);
    const written = await this.executor.execute({
      streamId,
      decider: copyDeckDecider,
      command: {
        type: 'CopyDeck',
        presentationId: copyId,
        source,
        language: deck.language,
        accessCode: await freeAccessCode((code) => this.presentations.isAccessCodeTaken(code)),
        uniqueAccessCode: generateUniqueAccessCode(),
      },
      actor,
      schemaVersions: PRESENTATION_STREAM_SCHEMA_VERSIONS,
    });
    await this.runner.waitForPosition(written.position);
    await this.links.recordCopy(actor, sourceId, copyId);
    return { id: copyId, name: source.name, sourcePresentation: sourceId };
  }
}
