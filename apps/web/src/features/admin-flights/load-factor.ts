import { type Cabin, cabins, type FlightInstance, intlLocales, type Language } from '@madabook/contracts';

/** How full a departure is: none sold, under half, most, nearly full (90 %+) or full. */
export type LoadLevel = 'empty' | 'low' | 'medium' | 'high' | 'full';

const clampRatio = (ratio: number) => (Number.isFinite(ratio) ? Math.min(Math.max(ratio, 0), 1) : 0);

export function loadLevel(loadFactor: number): LoadLevel {
  const ratio = clampRatio(loadFactor);
  if (ratio <= 0) return 'empty';
  if (ratio >= 1) return 'full';
  if (ratio >= 0.9) return 'high';
  return ratio >= 0.5 ? 'medium' : 'low';
}

/** "64 %" in French, "64%" in English; whole percents, never past 100 nor below 0. */
export function formatLoadFactor(loadFactor: number, language: Language): string {
  const ratio = clampRatio(loadFactor);
  // A last seat sold must not read 100 % while one is left, nor a first one 0 %.
  const shown = ratio > 0.99 && ratio < 1 ? 0.99 : ratio > 0 && ratio < 0.01 ? 0.01 : ratio;
  return new Intl.NumberFormat(intlLocales[language], { style: 'percent', maximumFractionDigits: 0 }).format(
    shown,
  );
}

/** The filled width of a load factor bar, as a CSS length. */
export function loadBarWidth(loadFactor: number): string {
  return `${Math.round(clampRatio(loadFactor) * 1000) / 10}%`;
}

/** Laterite once nearly full, as rooms left read on the site; lagoon otherwise. */
export const loadLevelClass: Record<LoadLevel, string> = {
  empty: 'bg-transparent',
  low: 'bg-primary',
  medium: 'bg-primary',
  high: 'bg-accent',
  full: 'bg-accent',
};

export type CabinSeats = { cabin: Cabin; sold: number; forSale: number };

/** The cabins a departure sells, economy first; a cabin the aircraft lacks (nothing for sale or sold) is left out. */
export function cabinSeats(seats: FlightInstance['seats']): CabinSeats[] {
  return cabins.flatMap((cabin) => {
    const row = seats.find((seat) => seat.cabin === cabin);
    return row && (row.forSale > 0 || row.sold > 0) ? [{ cabin, sold: row.sold, forSale: row.forSale }] : [];
  });
}
