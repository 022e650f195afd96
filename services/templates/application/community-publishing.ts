import { Injectable } from '@nestjs/common';
import type { Actor } from '../../../contracts/events/envelope.js';
import { presentationStreamId } from '../../../contracts/presentations/constants.js';
import type { TemplateCategory } from '../../../contracts/templates/categories.js';
import { CommandExecutor } from '../../infrastructure/commands/command-executor.js';
import { ProjectionRunner } from '../../infrastructure/projections/projection-runner.js';
import { generateUniqueAccessCode } from '../../presentations/application/access-codes.js';
import { templateDecider, type TemplateCommand } from '../domain/template.decider.js';
import { TEMPLATE_STREAM_SCHEMA_VERSIONS } from './template-schema-versions.js';

export interface PublishedState {
  readonly presentationId: string;
  readonly published: boolean;
  readonly shareCode: string | null;
}

/** Spec doc 3 §9 `POST /api/community/public-presentations/` and `unpublic-presentations/`. */
@Injectable()
export class CommunityPublishing {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly runner: ProjectionRunner,
  ) {}

  publish(actor: Actor, presentationId: string, category: TemplateCategory, description: string): Promise<PublishedState> {
    return this.run(actor, presentationId, { type: 'PublishToCommunity', category, description, shareCode: generateUniqueAccessCode() });
  }

  unpublish(actor: Actor, presentationId: string): Promise<PublishedState> {
    return this.run(actor, presentationId, { type: 'UnpublishFromCommunity' });
  }

  private async run(actor: Actor, presentationId: string, command: TemplateCommand): Promise<PublishedState> {
    const result = await this.executor.execute({
      streamId: presentationStreamId(presentationId),
      decider: templateDecider,
      command,
      actor,
      schemaVersions: TEMPLATE_STREAM_SCHEMA_VERSIONS,
    });
    if (result.position > 0) await this.runner.waitForPosition(result.position);
    return { presentationId, published: result.state.template.published, shareCode: result.state.shareCode };
  }
}
