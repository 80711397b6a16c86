import { render, screen } from '@testing-library/react';
import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { QrCode, qrCodePath } from './qr-code';

/** The dark modules the path draws, as "row,column". */
function drawnModules(path: string): Set<string> {
  const modules = new Set<string>();
  for (const [, column, row, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let offset = 0; offset < Number(run); offset += 1) modules.add(`${row},${Number(column) + offset}`);
  }
  return modules;
}

describe('the QR code of a reference', () => {
  it('draws exactly the dark modules of the code', () => {
    const { size, path } = qrCodePath('MB-7KQ2XP');
    const { modules } = create('MB-7KQ2XP', { errorCorrectionLevel: 'M' });
    expect(size).toBe(modules.size);
    const dark = new Set<string>();
    modules.data.forEach((bit, index) => {
      if (bit) dark.add(`${Math.floor(index / size)},${index % size}`);
    });
    expect(drawnModules(path)).toEqual(dark);
  });

  it('is an image named for screen readers, with a quiet zone around it', () => {
    render(<QrCode value="MB-7KQ2XP" label="QR code de la réservation MB-7KQ2XP" />);
    const image = screen.getByRole('img', { name: 'QR code de la réservation MB-7KQ2XP' });
    expect(image.getAttribute('viewBox')).toBe('-4 -4 29 29');
  });
});
