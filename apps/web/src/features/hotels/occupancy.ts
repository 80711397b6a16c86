import type { NightCalendar } from '@madabook/contracts';

/** How full one room type is on one night, from the rooms for sale and the rooms sold. */
export type OccupancyLevel = 'closed' | 'free' | 'low' | 'medium' | 'high' | 'full';

export type OccupancyCell = { sold: number; left: number; level: OccupancyLevel };

/**
 * A night's cell of the calendar. `closed`: the type has no rooms to sell; `full` also covers
 * more sold than there are rooms for sale, which rooms sold before the calendar may show.
 */
export function occupancyCell(forSale: number, sold: number): OccupancyCell {
  const left = Math.max(forSale - sold, 0);
  if (forSale <= 0) return { sold, left, level: sold > 0 ? 'full' : 'closed' };
  const ratio = sold / forSale;
  const level: OccupancyLevel =
    sold <= 0 ? 'free' : ratio >= 1 ? 'full' : ratio >= 0.75 ? 'high' : ratio >= 0.4 ? 'medium' : 'low';
  return { sold, left, level };
}

/** A night as the calendar colours it: closed to sale reads as closed, whatever is sold or left. */
export function nightCell(night: NightCalendar): OccupancyCell {
  const cell = occupancyCell(night.forSale, night.sold);
  return night.closed ? { ...cell, level: 'closed' } : cell;
}

/** Plenty left in ravinala green, few left in laterite, as the public site shows rooms left. */
export const occupancyLevelClass: Record<OccupancyLevel, string> = {
  closed: 'bg-muted text-muted-foreground',
  free: 'bg-card text-muted-foreground',
  low: 'bg-ravinala-100 text-ravinala-900',
  medium: 'bg-laterite-100 text-laterite-900',
  high: 'bg-laterite-300 text-laterite-950',
  full: 'bg-laterite-700 text-white',
};

/** `YYYY-MM-DD` plus whole days, in calendar days (no time zone can shift it). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Today's date in Madagascar, where the hotels' nights are counted. */
export function todayInMadagascar(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Indian/Antananarivo' }).format(now);
}
