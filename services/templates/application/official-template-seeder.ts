import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Actor } from '../../../contracts/events/envelope.js';
import { presentationStreamId } from '../../../contracts/presentations/constants.js';
import { OFFICIAL_TEMPLATES_OWNER_ID } from '../../../contracts/templates/categories.js';
import { templatesProjection } from '../../../projections/templates/templates.projection.js';
import { CommandExecutor } from '../../infrastructure/commands/command-executor.js';
import { ProjectionRunner } from '../../infrastructure/projections/projection-runner.js';
import { READ_STORE, type ReadStore } from '../../infrastructure/read-store/read-store.port.js';
import { freeAccessCode, generateUniqueAccessCode } from '../../presentations/application/access-codes.js';
import { PresentationReadModels } from '../../presentations/application/presentation-read-models.js';
import { INITIAL_ADMIN_PICKS, OFFICIAL_TEMPLATES } from '../domain/official/catalogue.js';
import { templateDecider } from '../domain/template.decider.js';
import { officialShareCode, officialTemplateId } from './official-template-ids.js';
import { TEMPLATE_STREAM_SCHEMA_VERSIONS } from './template-schema-versions.js';

export const OFFICIAL_TEMPLATES_ACTOR: Actor = { kind: 'system', id: OFFICIAL_TEMPLATES_OWNER_ID };

/**
 * The official templates become ordinary decks, written through the template decider the first time anyone
 * reads a template list on a node. Ids come from each template's key, so every node (and every restart)
 * decides on the same streams and a deck already there decides to nothing.
 */
@Injectable()
export class OfficialTemplateSeeder {
  private readonly logger = new Logger(OfficialTemplateSeeder.name);
  private seeding: Promise<void> | null = null;

  constructor(
    private readonly executor: CommandExecutor,
    private readonly runner: ProjectionRunner,
    private readonly presentations: PresentationReadModels,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  ensureSeeded(): Promise<void> {
    this.seeding ??= this.seed().catch((error: unknown) => {
      // The next reader tries again rather than every later list being empty.
      this.seeding = null;
      throw error;
    });
    return this.seeding;
  }

  private async seed(): Promise<void> {
    const collection = this.runner.collectionOf(templatesProjection.name);
    const seeded = await this.readStore.count(collection, { kind: 'official' });
    if (seeded >= OFFICIAL_TEMPLATES.length) return;
    let lastPosition = 0;
    for (const definition of OFFICIAL_TEMPLATES) {
      const result = await this.executor.execute({
        streamId: presentationStreamId(officialTemplateId(definition.key)),
        decider: templateDecider,
        command: {
          type: 'SeedOfficialTemplate',
          presentationId: officialTemplateId(definition.key),
          definition,
          shareCode: officialShareCode(definition.key),
          accessCode: await freeAccessCode((code) => this.presentations.isAccessCodeTaken(code)),
          uniqueAccessCode: generateUniqueAccessCode(),
          isAdminPick: INITIAL_ADMIN_PICKS.has(definition.key),
        },
        actor: OFFICIAL_TEMPLATES_ACTOR,
        commandId: `seed-official-template-${definition.key}`,
        schemaVersions: TEMPLATE_STREAM_SCHEMA_VERSIONS,
      });
      lastPosition = Math.max(lastPosition, result.position);
    }
    if (lastPosition > 0) {
      await this.runner.waitForPosition(lastPosition, 60_000);
      this.logger.log(`Official templates seeded (${OFFICIAL_TEMPLATES.length})`);
    }
  }
}
