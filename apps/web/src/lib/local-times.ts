import { nightsBetween } from '@madabook/contracts';

/**
 * Times at an airport come as its clock with the offset: `2026-12-01T08:05:00+03:00`. The clock time
 * and the day are read from the string itself, never moved into the browser's zone: a traveller
 * wants the time on the airport's clock, wherever they book from.
 */
const localPattern = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/;

/** "08:05": the clock time where it happens. */
export function clockTime(local: string): string {
  return localPattern.exec(local)?.[2] ?? local;
}

/** "2026-12-01": the calendar day where it happens. */
export function localDay(local: string): string {
  return localPattern.exec(local)?.[1] ?? local;
}

/** Days between a departure's local day and its arrival's: 1 reads "+1". */
export function dayOffset(departure: string, arrival: string): number {
  return nightsBetween(localDay(departure), localDay(arrival));
}

/** Minutes between two local times of different places: both carry their offset, so the difference is exact. */
export function minutesBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 60_000);
}

/** "2026-12-01T08:05": sorts by the day and clock of the place, which is how a traveller reads a trip. */
export function localSortKey(local: string): string {
  return local.slice(0, 16);
}
