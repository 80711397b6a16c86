import { nightsBetween } from '@madabook/contracts';

/**
 * A flight's times come as the airport's clock with its offset ("2026-12-01T08:05:00+03:00"): they
 * are shown as written, never moved into the browser's zone, which may be anywhere.
 */
const localPattern = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/;

/** "08:05": the clock time at the airport. */
export function localClock(localDateTime: string): string {
  return localPattern.exec(localDateTime)?.[2] ?? localDateTime;
}

/** "2026-12-01": the date at the airport. */
export function localDay(localDateTime: string): string {
  return localPattern.exec(localDateTime)?.[1] ?? localDateTime;
}

/** 1 when the flight lands the day after it leaves (local dates at each end), 0 the same day. */
export function dayShift(departure: string, arrival: string): number {
  return nightsBetween(localDay(departure), localDay(arrival));
}

/** Minutes between two local times of different airports: both carry their offset, so the difference is exact. */
export function minutesBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 60_000);
}

/** "2026-12-01T08:05": sorts by the day and clock of the place, which is how a traveller reads a trip. */
export function localSortKey(localDateTime: string): string {
  return localDateTime.slice(0, 16);
}
