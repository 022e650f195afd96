import { useTranslation } from 'react-i18next';
import type { DeckSlide } from '../../../../../contracts/deck/read-model.js';
import { defaultShapeBlock, defaultTitleBlock } from '../../../../../contracts/slides/canvas-block-defaults.js';
import { CANVAS_HEIGHT, CANVAS_WIDTH, type CanvasBlock, type ImageBlock, type RichTextBlock } from '../../../../../contracts/slides/canvas-blocks.js';
import { MAX_CANVAS_BLOCKS } from '../../../../../contracts/slides/constants.js';
import { newId } from '../../../sync/new-id.js';
import { CloseIcon, PlusIcon } from '../../../ui/icons.js';
import { freePlace, withBox } from '../canvas/block-geometry.js';
import { plainTextToRichText, sanitiseRichText } from '../canvas/rich-text.js';
import { useEditor } from '../editor-context.js';
import { CommitText } from './fields.js';
import { ImageField } from './ImageField.js';

/** The text of stored rich text, one line per paragraph, for editing in a plain text box. */
export function richTextToLines(html: string): string {
  const container = document.createElement('div');
  container.innerHTML = sanitiseRichText(html);
  const paragraphs = Array.from(container.querySelectorAll('p, li, h1, h2, h3, h4'));
  if (paragraphs.length === 0) return container.textContent ?? '';
  return paragraphs.map((paragraph) => paragraph.textContent ?? '').join('\n');
}

/** A Content slide's blocks: text and pictures are edited here; shapes, emoji and pictures can be added and removed. */
export function CanvasBlocksEditor({ slide }: { slide: DeckSlide }) {
  const { t } = useTranslation();
  const { deck, dispatch } = useEditor();
  const blocks = slide.canvasBlocks ?? [];
  const save = (canvasBlocks: CanvasBlock[]) =>
    dispatch({ type: 'PatchSlide', data: { presentationId: deck.id, slideId: slide.id, fields: { canvasBlocks } } });
  const replace = (id: string, block: CanvasBlock) => save(blocks.map((item) => (item.id === id ? block : item)));
  const full = blocks.length >= MAX_CANVAS_BLOCKS;
  // A new shape or emoji never lands exactly on one already there.
  const placed = <T extends CanvasBlock>(block: T): T => withBox(block, freePlace(blocks, block.style.width, block.style.height));
  const textBlock = (tag: RichTextBlock['tag']): RichTextBlock => {
    const block = defaultTitleBlock(newId());
    return tag === 'heading' ? block : { ...block, tag, style: { width: 1040, height: 200, transform: 'translate(120px, 260px)', fontSize: 28 } };
  };

  return (
    <fieldset className="options">
      <legend className="options__legend">{t('editor.blocks.heading')}</legend>
      <ul className="blocks">
        {blocks.map((block, index) => {
          const name = t(`editor.blocks.kinds.${block.type === 'RichText' ? block.tag : block.type}`, { number: index + 1 });
          return (
            <li key={block.id} className="blocks__row">
              {block.type === 'RichText' ? (
                <CommitText
                  label={name}
                  multiline
                  value={richTextToLines(block.content.value)}
                  onCommit={(text) => replace(block.id, { ...block, content: { value: plainTextToRichText(text) } })}
                />
              ) : block.type === 'Image' ? (
                <ImageField
                  label={name}
                  image={{ url: block.content.src }}
                  onChange={(image) => (image ? replace(block.id, { ...block, content: { src: image.url, isPlaceholderImage: false } }) : save(blocks.filter((item) => item.id !== block.id)))}
                />
              ) : block.type === 'Emoji' ? (
                <CommitText label={name} value={block.content.value} maxLength={32} onCommit={(value) => value && replace(block.id, { ...block, content: { value } })} />
              ) : (
                <p className="blocks__name">{name}</p>
              )}
              <button
                type="button"
                className="icon-button icon-button--danger"
                aria-label={t('editor.blocks.remove', { name })}
                onClick={() => save(blocks.filter((item) => item.id !== block.id))}
              >
                <CloseIcon size={16} />
              </button>
            </li>
          );
        })}
      </ul>
      <div className="blocks__add">
        <button type="button" className="button button--ghost button--small" disabled={full} onClick={() => save([...blocks, textBlock('heading')])}>
          <PlusIcon size={16} />
          <span>{t('editor.blocks.addHeading')}</span>
        </button>
        <button type="button" className="button button--ghost button--small" disabled={full} onClick={() => save([...blocks, textBlock('content')])}>
          <PlusIcon size={16} />
          <span>{t('editor.blocks.addText')}</span>
        </button>
        <button type="button" className="button button--ghost button--small" disabled={full} onClick={() => save([...blocks, placed(defaultShapeBlock(newId(), 'circle'))])}>
          <PlusIcon size={16} />
          <span>{t('editor.blocks.addShape')}</span>
        </button>
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={full}
          onClick={() =>
            save([...blocks, placed({ id: newId(), type: 'Emoji', content: { value: '🎉' }, style: { width: 120, height: 120, transform: 'translate(580px, 300px)' } })])
          }
        >
          <PlusIcon size={16} />
          <span>{t('editor.blocks.addEmoji')}</span>
        </button>
      </div>
      {!full && (
        <ImageField
          label={t('editor.blocks.addPicture')}
          image={null}
          onChange={(image, size) => image && save([...blocks, insertedImageBlock(newId(), image.url, size ?? INSERTED_IMAGE_MAX)])}
        />
      )}
    </fieldset>
  );
}

/** Doc 2 §3 "Inserted image crop capped at 720 wide and 400 tall". */
const INSERTED_IMAGE_MAX = { width: 720, height: 400 };

/** A new picture, as large as it may be within the cap, in its own proportions, in the middle of the canvas. */
function insertedImageBlock(id: string, src: string, size: { width: number; height: number }): ImageBlock {
  const scale = Math.min(1, INSERTED_IMAGE_MAX.width / size.width, INSERTED_IMAGE_MAX.height / size.height);
  const width = Math.round(size.width * scale);
  const height = Math.round(size.height * scale);
  return {
    id,
    type: 'Image',
    tag: 'image',
    content: { src, isPlaceholderImage: false },
    style: { width, height, transform: `translate(${Math.round((CANVAS_WIDTH - width) / 2)}px, ${Math.round((CANVAS_HEIGHT - height) / 2)}px)` },
  };
}
