import type { DeckCommand } from '../../contracts/deck/deck-commands.js';
import type { CanvasBlock } from '../../contracts/slides/canvas-blocks.js';
import { RICH_TEXT_TOO_DEEP_MESSAGE, type RichTextPolicyName } from '../../contracts/slides/rich-text-policy.js';
import { RICH_TEXT_SLIDE_FIELDS, type SlideFieldsInput } from '../../contracts/slides/slide-fields.js';
import { ValidationFailed } from '../shared-kernel/domain/domain-errors.js';
import type { RichTextSanitiser } from './rich-text-sanitiser.js';

/** A rich-text value of a command: where it sits (the field path a 400 names) and how to put the clean one back. */
interface RichTextSlot {
  readonly path: string;
  readonly html: string;
  readonly policy: RichTextPolicyName;
  readonly put: (clean: string) => void;
}

/** Whether the command carries rich text (only those pay for sanitising, and are authorised before it). */
export function carriesRichText(command: DeckCommand): boolean {
  return richTextSlots(command).length > 0;
}

/**
 * The step before deciding: every rich-text value in a command goes through the sanitiser (the spec's
 * allow-list, rich-text-sanitiser.ts) in one batch. A value nested deeper than the policy allows is a 400
 * naming its field. Taking the sanitiser as an argument keeps the decider free of it and lets tests pass a fake.
 */
export async function sanitiseDeckCommand(command: DeckCommand, sanitise: RichTextSanitiser): Promise<DeckCommand> {
  const copy = structuredCommand(command);
  const slots = richTextSlots(copy);
  if (slots.length === 0) return command;
  const results = await sanitise(slots.map(({ html, policy }) => ({ html, policy })));
  const issues = slots.flatMap((slot, index) => {
    const result = results[index]!;
    if ('tooDeep' in result) return [{ path: slot.path, message: RICH_TEXT_TOO_DEEP_MESSAGE }];
    slot.put(result.html);
    return [];
  });
  if (issues.length > 0) throw new ValidationFailed(`${issues[0]!.path}: ${issues[0]!.message}`, issues);
  return copy;
}

/** A copy deep enough that putting clean values back never touches the caller's command. */
function structuredCommand(command: DeckCommand): DeckCommand {
  switch (command.type) {
    case 'AddSlide':
      return command.data.fields ? { ...command, data: { ...command.data, fields: copyFields(command.data.fields) } } : command;
    case 'UpdateSlide':
    case 'PatchSlide':
      return { ...command, data: { ...command.data, fields: copyFields(command.data.fields) } } as DeckCommand;
    case 'PatchSlides':
      return { ...command, data: { ...command.data, slides: command.data.slides.map((item) => ({ ...item, fields: copyFields(item.fields) })) } };
    case 'AddSlideHint':
    case 'PatchSlideHint':
      return { ...command, data: { ...command.data } } as DeckCommand;
    default:
      return command;
  }
}

function richTextSlots(command: DeckCommand): RichTextSlot[] {
  switch (command.type) {
    case 'AddSlide':
      return command.data.fields ? fieldSlots(command.data.fields, 'fields') : [];
    case 'UpdateSlide':
    case 'PatchSlide':
      return fieldSlots(command.data.fields, 'fields');
    case 'PatchSlides':
      return command.data.slides.flatMap((item, index) => fieldSlots(item.fields, `slides.${index}.fields`));
    case 'AddSlideHint':
    case 'PatchSlideHint': {
      const data = command.data as { text?: string };
      const text = data.text;
      return text === undefined ? [] : [{ path: 'text', html: text, policy: 'basic', put: (clean) => (data.text = clean) }];
    }
    default:
      // Every other command carries plain text, ids or flags only.
      return [];
  }
}

function copyFields(fields: SlideFieldsInput): SlideFieldsInput {
  const copy: SlideFieldsInput = { ...fields };
  if (copy.canvasBlocks) copy.canvasBlocks = copy.canvasBlocks.map((block) => (block.type === 'RichText' ? { ...block, content: { ...block.content } } : block));
  return copy;
}

function fieldSlots(fields: SlideFieldsInput, prefix: string): RichTextSlot[] {
  const slots: RichTextSlot[] = [];
  for (const [key, policy] of Object.entries(RICH_TEXT_SLIDE_FIELDS) as [keyof typeof RICH_TEXT_SLIDE_FIELDS, RichTextPolicyName][]) {
    const html = fields[key];
    if (typeof html === 'string') slots.push({ path: `${prefix}.${key}`, html, policy, put: (clean) => (fields[key] = clean) });
  }
  fields.canvasBlocks?.forEach((block: CanvasBlock, index) => {
    if (block.type !== 'RichText') return;
    const content = block.content;
    slots.push({ path: `${prefix}.canvasBlocks.${index}.content.value`, html: content.value, policy: 'withLinks', put: (clean) => (content.value = clean) });
  });
  return slots;
}
