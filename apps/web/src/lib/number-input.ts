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
