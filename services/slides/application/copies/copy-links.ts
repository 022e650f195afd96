import { Inject, Injectable } from '@nestjs/common';
import { COPY_LINK_EVENT_SCHEMA_VERSIONS, COPY_MESSAGES, sharePagePath, type CopyLinkView, type SharePageView } from '../../../../contracts/copies/copy-link.js';
import type { Actor } from '../../../../contracts/events/envelope.js';
import { presentationStreamId } from '../../../../contracts/presentations/constants.js';
import { copyLinksProjection, type CopyLinkDocument } from '../../../../projections/copy-links/copy-links.projection.js';
import { CommandExecutor } from '../../../infrastructure/commands/command-executor.js';
import { ProjectionRunner } from '../../../infrastructure/projections/projection-runner.js';
import { READ_STORE, type ReadStore } from '../../../infrastructure/read-store/read-store.port.js';
import { generateUniqueAccessCode } from '../../../presentations/application/access-codes.js';
import { PresentationReadModels } from '../../../presentations/application/presentation-read-models.js';
import { copyLinkDecider, type CopyLinkCommand } from '../../../presentations/domain/copy-link.decider.js';
import { PRESENTATION_NOT_FOUND } from '../../../presentations/domain/presentation-lifecycle.decider.js';
import { roleWithTeam } from '../../../presentations/domain/presentation-sharing.decider.js';
import { TeamWorkspaceAccess } from '../../../presentations/application/workspace/team-workspace-access.js';
import { NotFound } from '../../../shared-kernel/domain/domain-errors.js';

/**
 * Spec doc 1 §3 "share a copy": a presentation's copy link (its share code), the public page it opens and the count
 * of copies made through it. The link's state is on the presentation's own stream; reads come from copy-links.
 */
@Injectable()
export class CopyLinks {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly runner: ProjectionRunner,
    private readonly presentations: PresentationReadModels,
    private readonly workspaces: TeamWorkspaceAccess,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  private get collection(): string {
    return this.runner.collectionOf(copyLinksProjection.name);
  }

  /** Anyone with a role on the presentation sees its link; anyone else is answered as for an unknown one. */
  async link(actor: Actor, presentationId: string): Promise<CopyLinkView> {
    const { sharing } = await this.executor.currentState(presentationStreamId(presentationId), copyLinkDecider);
    if (!sharing.exists || sharing.removed || roleWithTeam(sharing, actor.id, await this.workspaces.teamOf(actor)) === null) throw new NotFound(PRESENTATION_NOT_FOUND);
    const document = await this.readStore.get<CopyLinkDocument>(this.collection, presentationId);
    const shareCode = document?.shareCode ?? null;
    return { presentationId, shareCode, sharePath: shareCode && sharePagePath(shareCode), copyCount: document?.copyCount ?? 0 };
  }

  async share(actor: Actor, presentationId: string): Promise<CopyLinkView> {
    await this.run(presentationId, actor, { type: 'ShareCopyLink', shareCode: generateUniqueAccessCode(), team: await this.workspaces.teamOf(actor) });
    return this.link(actor, presentationId);
  }

  async revoke(actor: Actor, presentationId: string): Promise<CopyLinkView> {
    await this.run(presentationId, actor, { type: 'RevokeCopyLink', team: await this.workspaces.teamOf(actor) });
    return this.link(actor, presentationId);
  }

  /** The presentation a share code opens while its link is shared and it is not in the trash. */
  async sourceOf(shareCode: string): Promise<CopyLinkDocument> {
    const [document] = await this.readStore.find<CopyLinkDocument>(this.collection, { where: { shareCode }, limit: 1 });
    const deck = document && (await this.presentations.deck(document.presentationId));
    if (!document || !deck || deck.deletedAt !== null) throw new NotFound(COPY_MESSAGES.linkNotFound);
    return document;
  }

  /** The public share page: the deck read-only, without its ids of people or its access codes. */
  async sharePage(shareCode: string): Promise<SharePageView> {
    const { presentationId, copyCount } = await this.sourceOf(shareCode);
    const deck = (await this.presentations.deck(presentationId))!;
    return { shareCode, name: deck.name, fontFamily: deck.fontFamily, attributes: deck.attributes, slides: deck.slides, copyCount };
  }

  /** One more copy of `presentationId`: `copyId` is the command id, so the same copy is never counted twice. */
  async recordCopy(actor: Actor, presentationId: string, copyId: string): Promise<void> {
    await this.run(presentationId, actor, { type: 'RecordCopy', copyId }, copyId);
  }

  private async run(presentationId: string, actor: Actor, command: CopyLinkCommand, commandId?: string): Promise<void> {
    const result = await this.executor.execute({
      streamId: presentationStreamId(presentationId),
      decider: copyLinkDecider,
      command,
      actor,
      commandId,
      schemaVersions: COPY_LINK_EVENT_SCHEMA_VERSIONS,
    });
    if (result.position > 0) await this.runner.waitForPosition(result.position);
  }
}
