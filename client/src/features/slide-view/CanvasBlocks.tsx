import type { CSSProperties } from 'react';
import type { CanvasBlock } from '../../../../contracts/slides/canvas-blocks.js';
import { sanitiseRichText } from '../editor/canvas/rich-text.js';
import { imageSrc } from './image-src.js';
import { LineBlockView } from './LineBlock.js';

/** A content slide's blocks (spec doc 2 §3), each where the editor put it on the 1280x720 canvas. */
export function CanvasBlocks({ blocks }: { readonly blocks: readonly CanvasBlock[] }) {
  return (
    <div className="slide__blocks">
      {blocks
        .filter((block) => !block.hidden)
        .map((block) => (
          <Block key={block.id} block={block} />
        ))}
    </div>
  );
}

function Block({ block }: { block: CanvasBlock }) {
  const box: CSSProperties = { width: block.style.width, height: block.style.height, transform: block.style.transform };
  switch (block.type) {
    case 'RichText':
      return (
        <div
          className={`slide__block slide__block--${block.tag}`}
          style={{ ...box, fontSize: block.style.fontSize }}
          // Sanitised by the server and again here with the same allow-list.
          dangerouslySetInnerHTML={{ __html: sanitiseRichText(block.content.value) }}
        />
      );
    case 'Image': {
      const src = imageSrc({ url: block.content.src });
      return src ? <img className="slide__block slide__block--image" style={box} src={src} alt="" /> : <div className="slide__block slide__block--no-image" style={box} />;
    }
    case 'Emoji':
      return (
        <div className="slide__block slide__block--emoji" style={{ ...box, fontSize: block.style.height * 0.8 }}>
          {block.content.value}
        </div>
      );
    case 'Shape':
      return (
        <div
          className={`slide__block slide__shape slide__shape--${block.shape}`}
          data-shape={block.shape}
          style={{ ...box, background: block.shapeStyle.fill, borderColor: block.shapeStyle.stroke, borderWidth: block.shapeStyle.strokeWidth }}
        />
      );
    case 'Line':
      return <LineBlockView block={block} />;
    default: {
      const unhandled: never = block;
      return unhandled;
    }
  }
}
