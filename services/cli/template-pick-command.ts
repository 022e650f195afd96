import { presentationStreamId } from '../../contracts/presentations/constants.js';
import { CommandExecutor } from '../infrastructure/commands/command-executor.js';
import { NotFound } from '../shared-kernel/domain/domain-errors.js';
import { officialTemplateId } from '../templates/application/official-template-ids.js';
import { TEMPLATE_STREAM_SCHEMA_VERSIONS } from '../templates/application/template-schema-versions.js';
import { OFFICIAL_TEMPLATES } from '../templates/domain/official/catalogue.js';
import { templateDecider } from '../templates/domain/template.decider.js';
import { ADMIN_CLI_ACTOR, AdminInputError, type AdminDependencies } from './admin-commands.js';

const SWITCH = { on: true, off: false } as const;

/**
 * Spec doc 3 §3 admin picks: an operator marks a template (an official template's key, or any template's
 * presentation id) as picked or not, as a TemplateAdminPickSet event on its presentation's stream.
 */
export async function setTemplatePick(dependencies: AdminDependencies, template: string, onOrOff: string): Promise<string> {
  if (onOrOff !== 'on' && onOrOff !== 'off') throw new AdminInputError(`Say "on" or "off", not "${onOrOff}"`);
  const official = OFFICIAL_TEMPLATES.find((definition) => definition.key === template);
  const presentationId = official ? officialTemplateId(official.key) : template;
  const executor = new CommandExecutor(dependencies.eventStore, dependencies.clock);
  try {
    const result = await executor.execute({
      streamId: presentationStreamId(presentationId),
      decider: templateDecider,
      command: { type: 'SetAdminPick', isAdminPick: SWITCH[onOrOff] },
      actor: ADMIN_CLI_ACTOR,
      schemaVersions: TEMPLATE_STREAM_SCHEMA_VERSIONS,
    });
    const name = result.state.deck.name;
    if (result.events.length === 0) return `"${name}" is already ${onOrOff === 'on' ? 'an admin pick' : 'not an admin pick'}`;
    return `"${name}" is ${onOrOff === 'on' ? 'now an admin pick' : 'no longer an admin pick'}`;
  } catch (error) {
    if (error instanceof NotFound) throw new AdminInputError(`No template is known as ${template}`);
    throw error;
  }
}
