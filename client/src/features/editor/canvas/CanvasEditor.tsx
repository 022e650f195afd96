import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeckSlide } from '../../../../../contracts/deck/read-model.js';
import type { CanvasBlock } from '../../../../../contracts/slides/canvas-blocks.js';
import { StageSlide } from '../../live/StageSlide.js';
import { useEditor } from '../editor-context.js';
import { boxOf, HANDLES, moveLayer, resizeBox, snapMove, withBox, type Box, type Guides, type Handle, type LayerMove } from './block-geometry.js';
import { useCanvasScale } from './ScaledCanvas.js';

interface Gesture {
  readonly id: string;
  readonly handle: Handle | null;
  readonly startX: number;
  readonly startY: number;
  readonly from: Box;
}

interface Draft {
  readonly id: string;
  readonly box: Box;
  readonly guides: Guides;
}

const NUDGE = 1;
const NUDGE_FAR = 10;

/**
 * A canvas slide on the editor's stage with its blocks under the pointer and the keyboard: click or Tab selects a
 * block, dragging moves it, its handles resize it, edges snap to the canvas and the other blocks; arrows move
 * (Shift: by 10), Alt+arrows resize, Delete removes, Ctrl+] and Ctrl+[ bring forward and send backward.
 * A whole drag is drawn locally and saved once on release, so it is one step of undo.
 */
export function CanvasEditor({ slide }: { readonly slide: DeckSlide }) {
  const { t } = useTranslation();
  const { deck, dispatch } = useEditor();
  const scale = useCanvasScale();
  const blocks = slide.canvasBlocks ?? [];
  const [selected, setSelected] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const gesture = useRef<Gesture | null>(null);
  // The gesture's latest box, read on release even if React has not drawn it yet.
  const pending = useRef<Draft | null>(null);
  const frames = useRef(new Map<string, HTMLButtonElement>());
  const latest = useRef({ blocks, scale });
  latest.current = { blocks, scale };

  const save = (canvasBlocks: CanvasBlock[]) =>
    dispatch({ type: 'PatchSlide', data: { presentationId: deck.id, slideId: slide.id, fields: { canvasBlocks } } });
  const saveRef = useRef(save);
  saveRef.current = save;
  const place = (id: string, box: Box) => save(blocks.map((block) => (block.id === id ? withBox(block, box) : block)));

  // A drag follows the pointer anywhere on the page, and ends wherever it is released.
  useEffect(() => {
    const move = (event: PointerEvent) => {
      const current = gesture.current;
      if (!current) return;
      const { blocks: now, scale: factor } = latest.current;
      const dx = (event.clientX - current.startX) / factor;
      const dy = (event.clientY - current.startY) / factor;
      const others = now.filter((block) => block.id !== current.id && !block.hidden).map(boxOf);
      const block = now.find((candidate) => candidate.id === current.id);
      const minHeight = block?.type === 'Line' ? current.from.height : undefined;
      const next = current.handle
        ? resizeBox(current.from, current.handle, dx, dy, others, minHeight)
        : snapMove({ ...current.from, x: current.from.x + dx, y: current.from.y + dy }, others);
      pending.current = { id: current.id, box: next.box, guides: next.guides };
      setDraft(pending.current);
    };
    const end = () => {
      const current = gesture.current;
      if (!current) return;
      gesture.current = null;
      const { blocks: now } = latest.current;
      const last = pending.current;
      pending.current = null;
      setDraft(null);
      if (!last || last.id !== current.id) return;
      const changed = ['x', 'y', 'width', 'height'].some((key) => Math.round(last.box[key as keyof Box]) !== Math.round(current.from[key as keyof Box]));
      if (changed) saveRef.current(now.map((block) => (block.id === current.id ? withBox(block, last.box) : block)));
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    return () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
    };
  }, []);

  // A block removed (here, by undo or by another editor) is no longer selected.
  useEffect(() => {
    if (selected && !blocks.some((block) => block.id === selected)) setSelected(null);
  }, [blocks, selected]);

  const start = (event: ReactPointerEvent, block: CanvasBlock, handle: Handle | null) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    setSelected(block.id);
    frames.current.get(block.id)?.focus();
    pending.current = null;
    gesture.current = { id: block.id, handle, startX: event.clientX, startY: event.clientY, from: boxOf(block) };
  };

  const layer = (id: string, move: LayerMove) => {
    const next = moveLayer(blocks, id, move);
    if (next.some((block, index) => block.id !== blocks[index]?.id)) save(next);
  };
  const remove = (id: string) => {
    save(blocks.filter((block) => block.id !== id));
    setSelected(null);
  };

  const onKey = (event: ReactKeyboardEvent, block: CanvasBlock) => {
    const box = boxOf(block);
    const step = event.shiftKey ? NUDGE_FAR : NUDGE;
    const arrows: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const arrow = arrows[event.key];
    if (arrow) {
      event.preventDefault();
      const [dx, dy] = arrow;
      if (event.altKey) place(block.id, resizeBox(box, dx !== 0 ? 'e' : 's', dx, dy, [], block.type === 'Line' ? box.height : undefined).box);
      else place(block.id, { ...box, x: box.x + dx, y: box.y + dy });
      return;
    }
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      remove(block.id);
      return;
    }
    if ((event.ctrlKey || event.metaKey) && (event.key === ']' || event.key === '[')) {
      event.preventDefault();
      layer(block.id, event.key === ']' ? (event.shiftKey ? 'front' : 'forward') : event.shiftKey ? 'back' : 'backward');
      return;
    }
    if (event.key === 'Escape') {
      setSelected(null);
      frames.current.get(block.id)?.blur();
    }
  };

  const shown = draft ? blocks.map((block) => (block.id === draft.id ? withBox(block, draft.box) : block)) : blocks;
  const name = (block: CanvasBlock, index: number) => t(`editor.blocks.kinds.${block.type === 'RichText' ? block.tag : block.type}`, { number: index + 1 });
  const chosen = blocks.find((block) => block.id === selected);
  return (
    <>
      <StageSlide slide={{ ...slide, canvasBlocks: shown }} deck={deck} />
      <div className="block-layer" onPointerDown={() => setSelected(null)}>
        {shown.map((block, index) => {
          const box = boxOf(block);
          const isSelected = block.id === selected;
          return (
            <button
              key={block.id}
              type="button"
              ref={(element) => {
                if (element) frames.current.set(block.id, element);
                else frames.current.delete(block.id);
              }}
              className={`block-frame ${isSelected ? 'block-frame--selected' : ''}`}
              style={{ left: box.x, top: box.y, width: box.width, height: Math.max(box.height, 8), ['--inverse-scale' as string]: 1 / scale }}
              aria-label={t('editor.canvasEditing.block', { name: name(block, index) })}
              aria-pressed={isSelected}
              data-block-id={block.id}
              onFocus={() => setSelected(block.id)}
              onPointerDown={(event) => start(event, block, null)}
              onKeyDown={(event) => onKey(event, block)}
            >
              {isSelected &&
                HANDLES.map((handle) => (
                  <span
                    key={handle}
                    className={`block-frame__handle block-frame__handle--${handle}`}
                    data-handle={handle}
                    aria-hidden="true"
                    onPointerDown={(event) => start(event, block, handle)}
                  />
                ))}
            </button>
          );
        })}
        {draft?.guides.x != null && <span className="block-guide block-guide--x" style={{ left: draft.guides.x }} aria-hidden="true" />}
        {draft?.guides.y != null && <span className="block-guide block-guide--y" style={{ top: draft.guides.y }} aria-hidden="true" />}
      </div>
      {chosen && (
        <div className="block-toolbar" role="toolbar" aria-label={t('editor.canvasEditing.toolbar')} style={{ ['--inverse-scale' as string]: 1 / scale }}>
          <button type="button" className="button button--ghost button--small" onClick={() => layer(chosen.id, 'forward')} disabled={blocks.at(-1)?.id === chosen.id}>
            {t('editor.canvasEditing.forward')}
          </button>
          <button type="button" className="button button--ghost button--small" onClick={() => layer(chosen.id, 'backward')} disabled={blocks[0]?.id === chosen.id}>
            {t('editor.canvasEditing.backward')}
          </button>
          <button type="button" className="button button--ghost button--small" onClick={() => remove(chosen.id)}>
            {t('editor.canvasEditing.remove')}
          </button>
        </div>
      )}
    </>
  );
}
