import type { DeckCommand } from '../../contracts/deck/deck-commands.js';
import type { CanvasBlock } from '../../contracts/slides/canvas-blocks.js';
import type { RichTextSanitiser } from '../../contracts/slides/rich-text-policy.js';
import { RICH_TEXT_SLIDE_FIELDS, type SlideFieldsInput } from '../../contracts/slides/slide-fields.js';

/**
 * The pure step before deciding: every rich-text value in a command goes through the sanitiser (DOMPurify with
 * the spec's allow-list on the server, rich-text-sanitiser.ts). Taking the sanitiser as an argument keeps the
 * decider free of a DOM and lets tests pass a fake.
 */
export function sanitiseDeckCommand(command: DeckCommand, sanitise: RichTextSanitiser): DeckCommand {
  switch (command.type) {
    case 'AddSlide':
      return command.data.fields ? { ...command, data: { ...command.data, fields: sanitiseFields(command.data.fields, sanitise) } } : command;
    case 'UpdateSlide':
    case 'PatchSlide':
      return { ...command, data: { ...command.data, fields: sanitiseFields(command.data.fields, sanitise) } } as DeckCommand;
    case 'PatchSlides':
      return {
        ...command,
        data: {
          ...command.data,
          slides: command.data.slides.map((item) => ({ ...item, fields: sanitiseFields(item.fields, sanitise) })),
        },
      };
    case 'AddSlideHint':
      return { ...command, data: { ...command.data, text: sanitise(command.data.text, 'basic') } };
    case 'PatchSlideHint':
      return command.data.text === undefined
        ? command
        : { ...command, data: { ...command.data, text: sanitise(command.data.text, 'basic') } };
    default:
      // Every other command carries plain text, ids or flags only.
      return command;
  }
}

export function sanitiseFields(fields: SlideFieldsInput, sanitise: RichTextSanitiser): SlideFieldsInput {
  const next: SlideFieldsInput = { ...fields };
  for (const [key, policy] of Object.entries(RICH_TEXT_SLIDE_FIELDS) as [keyof typeof RICH_TEXT_SLIDE_FIELDS, 'basic' | 'withLinks'][]) {
    const value = next[key];
    if (typeof value === 'string') next[key] = sanitise(value, policy);
  }
  if (next.canvasBlocks) next.canvasBlocks = next.canvasBlocks.map((block) => sanitiseBlock(block, sanitise));
  return next;
}

function sanitiseBlock(block: CanvasBlock, sanitise: RichTextSanitiser): CanvasBlock {
  if (block.type !== 'RichText') return block;
  return { ...block, content: { value: sanitise(block.content.value, 'withLinks') } };
}
