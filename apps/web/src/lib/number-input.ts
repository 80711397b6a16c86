/**
 * "150 000" or "150,000", as Ariary amounts are written in French and in English: whole numbers,
 * so a comma can only group thousands. Blank is no value, anything else NaN.
 */
export function parseWholeNumber(text: string): number | undefined {
  const digits = text.replace(/[\s\u00a0\u202f,]/g, '');
  return digits === '' ? undefined : Number(digits);
}

/** "+30", "30 %", "-10" or "−10" (the typographic minus): a change in percent. Blank is none. */
export function parsePercent(text: string): number | undefined {
  const cleaned = text.replace(/[\s\u00a0\u202f%]/g, '').replace('\u2212', '-');
  return cleaned === '' ? undefined : Number(cleaned.replace(',', '.'));
}

/** "-18,91" as a French keyboard types it, or "-18.91"; blank is no value, anything else NaN. */
export function parseDecimal(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed.replace(',', '.'));
}

/** Six decimals for a latitude or longitude: about 10 cm, and no floating-point tail. */
export const roundCoordinate = (value: number) => Math.round(value * 1e6) / 1e6;
