/** Relative luminance of a `#RRGGBB` colour (WCAG 2). */
export function luminance(color: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(color.slice(start, start + 2), 16) / 255);
  const [red = 0, green = 0, blue = 0] = channels.map((channel) =>
    channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** White or near-black, whichever reads better on an airline's colour. */
export function textColorOn(color: string): '#ffffff' | '#1c1917' {
  const background = luminance(color);
  return contrast(background, 1) >= contrast(background, luminance('#1c1917')) ? '#ffffff' : '#1c1917';
}
