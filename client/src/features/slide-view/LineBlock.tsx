import { useId, type CSSProperties } from 'react';
import type { LineBlock } from '../../../../contracts/slides/canvas-blocks.js';

type LineEnd = LineBlock['start'];

/** Stroke dash patterns in units of the line's weight, so a thicker line keeps its rhythm. */
function dashArray(dash: LineBlock['dash'], weight: number): string | undefined {
  switch (dash) {
    case 'solid':
      return undefined;
    case 'dashed':
      return `${weight * 3} ${weight * 2}`;
    case 'dotted':
      // Zero-length dashes with round caps are dots one weight across.
      return `0 ${weight * 2}`;
    default: {
      const unhandled: never = dash;
      return unhandled;
    }
  }
}

/**
 * A Line canvas block (spec doc 2 §3: weight, dash, start, end, colour): a stroke along the top of its box, as wide
 * as the box, turned by the box's transform, with an arrowhead or a dot at either end. The ends are SVG markers in
 * stroke-width units, so they grow with the weight; each drawing has its own marker ids (a slide can be drawn in
 * the canvas and in its thumbnail at once).
 */
export function LineBlockView({ block }: { readonly block: LineBlock }) {
  // Only letters, digits, _ and - : safe in url(#…) references whatever React's id format is.
  const id = `line${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const { weight, colour } = block;
  const width = block.style.width;
  const y = weight / 2;
  const markerId = (end: Exclude<LineEnd, 'none'>, at: 'start' | 'end') => `${id}-${at}-${end}`;
  const markerUrl = (end: LineEnd, at: 'start' | 'end') => (end === 'none' ? undefined : `url(#${markerId(end, at)})`);
  const box: CSSProperties = { width, height: weight, transform: block.style.transform };
  return (
    <svg className="slide__block slide__block--line" style={box} width={width} height={weight} data-start={block.start} data-end={block.end} aria-hidden="true">
      <defs>
        {block.start !== 'none' && <LineEndMarker id={markerId(block.start, 'start')} end={block.start} colour={colour} />}
        {block.end !== 'none' && <LineEndMarker id={markerId(block.end, 'end')} end={block.end} colour={colour} />}
      </defs>
      <line
        x1={0}
        y1={y}
        x2={width}
        y2={y}
        stroke={colour}
        strokeWidth={weight}
        strokeDasharray={dashArray(block.dash, weight)}
        strokeLinecap={block.dash === 'dotted' ? 'round' : 'butt'}
        markerStart={markerUrl(block.start, 'start')}
        markerEnd={markerUrl(block.end, 'end')}
      />
    </svg>
  );
}

/** An arrowhead whose tip is the line's end (turned round at the start), or a dot centred on it. */
function LineEndMarker({ id, end, colour }: { id: string; end: Exclude<LineEnd, 'none'>; colour: string }) {
  switch (end) {
    case 'arrow':
      return (
        <marker id={id} viewBox="0 0 10 10" refX={9} refY={5} markerWidth={4} markerHeight={4} markerUnits="strokeWidth" orient="auto-start-reverse">
          <path d="M0,0 L10,5 L0,10 z" fill={colour} />
        </marker>
      );
    case 'circle':
      return (
        <marker id={id} viewBox="0 0 10 10" refX={5} refY={5} markerWidth={3} markerHeight={3} markerUnits="strokeWidth">
          <circle cx={5} cy={5} r={5} fill={colour} />
        </marker>
      );
    default: {
      const unhandled: never = end;
      return unhandled;
    }
  }
}
