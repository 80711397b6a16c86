import { create } from 'qrcode';
import { useMemo } from 'react';
import { cn } from '@/lib/cn';

/** Light modules around the code, as the QR standard asks, so that a scanner finds its edges. */
const quietZone = 4;

/**
 * A QR code's dark modules as one SVG path, a unit square per module, each row's runs drawn at
 * once; `size` is the number of modules on a side.
 */
export function qrCodePath(text: string): { size: number; path: string } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const { size, data } = modules;
  let path = '';
  for (let row = 0; row < size; row += 1) {
    let column = 0;
    while (column < size) {
      if (!data[row * size + column]) {
        column += 1;
        continue;
      }
      let run = 1;
      while (column + run < size && data[row * size + column + run]) run += 1;
      path += `M${column} ${row}h${run}v1h-${run}z`;
      column += run;
    }
  }
  return { size, path };
}

/** A crisp, printable QR code of a short text (a booking reference), black on white, named for screen readers. */
export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const { size, path } = useMemo(() => qrCodePath(value), [value]);
  const side = size + 2 * quietZone;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`${-quietZone} ${-quietZone} ${side} ${side}`}
      shapeRendering="crispEdges"
      className={cn('bg-white', className)}
    >
      <title>{label}</title>
      <rect x={-quietZone} y={-quietZone} width={side} height={side} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
