/** "-18,91" as a French keyboard types it, or "-18.91"; blank is no value, anything else NaN. */
export function parseDecimal(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed.replace(',', '.'));
}

/** Six decimals: about 10 cm, more than an airport needs, and no floating-point tail. */
export const roundCoordinate = (value: number) => Math.round(value * 1e6) / 1e6;
