import { useMemo } from 'react';
import { create } from 'qrcode';
import { qrPath } from './qr-path.js';

/** The quiet zone the QR standard asks for around the code, in modules. */
const QUIET_ZONE = 4;

/** A scannable QR code of the join link, drawn as SVG so it stays sharp on a projector at any size. */
export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const { size, path } = useMemo(() => {
    const { modules } = create(value, { errorCorrectionLevel: 'M' });
    return { size: modules.size, path: qrPath(modules.size, (row, column) => modules.get(row, column) === 1) };
  }, [value]);
  const box = size + QUIET_ZONE * 2;
  return (
    <svg className={className} viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${box} ${box}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={box} height={box} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
