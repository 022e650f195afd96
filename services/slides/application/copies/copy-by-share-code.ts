import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { COPY_MESSAGES, type CopyResult } from '../../../../contracts/copies/copy-link.js';
import { PRESENTATION_STREAM_SCHEMA_VERSIONS } from '../../../../contracts/deck/deck-events.js';
import type { Actor } from '../../../../contracts/events/envelope.js';
import { presentationStreamId } from '../../../../contracts/presentations/constants.js';
import { CommandExecutor } from '../../../infrastructure/commands/command-executor.js';
import { ProjectionRunner } from '../../../infrastructure/projections/projection-runner.js';
import { freeAccessCode, generateUniqueAccessCode } from '../../../presentations/application/access-codes.js';
import { PresentationReadModels } from '../../../presentations/application/presentation-read-models.js';
import { Conflict, NotFound } from '../../../shared-kernel/domain/domain-errors.js';
import { copyDeckDecider } from '../../domain/decide-copy-deck.js';
import { deckDecider } from '../../domain/deck-decider.js';
import { CopyLinks } from './copy-links.js';

/**
 * Copy a presentation by share code into the caller's own presentations (spec doc 1 §5 / doc 3 §4: a copy is ignored
 * while another copy of the same person's runs). The copy is written first, then counted on the source, under the
 * copy's id, so a retry never counts one copy twice.
 */
@Injectable()
export class CopyByShareCode {
  /** People with a copy under way on this node (the copy of a 500-slide deck takes a moment). */
  private readonly running = new Set<string>();

  constructor(
    private readonly executor: CommandExecutor,
    private readonly runner: ProjectionRunner,
    private readonly presentations: PresentationReadModels,
    private readonly links: CopyLinks,
  ) {}

  async copy(actor: Actor, shareCode: string): Promise<CopyResult> {
    if (this.running.has(actor.id)) throw new Conflict(COPY_MESSAGES.copyRunning);
    this.running.add(actor.id);
    try {
      return await this.copyOnce(actor, shareCode);
    } finally {
      this.running.delete(actor.id);
    }
  }

  private async copyOnce(actor: Actor, shareCode: string): Promise<CopyResult> {
    const { presentationId: sourceId } = await this.links.sourceOf(shareCode);
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
