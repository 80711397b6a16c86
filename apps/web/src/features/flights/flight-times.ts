import { type FlightSegment, nightsBetween } from '@madabook/contracts';

/**
 * Times of a flight as the airport gives them: `2026-12-01T08:05:00+03:00`. The clock time and the
 * day are read from the string itself, never converted to the browser's zone: a traveller wants the
 * time on the airport's clock, wherever they book from.
 */
const localPattern = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/;

function parts(local: string): { day: string; hours: number; minutes: number } {
  const [, day = '', hours = '0', minutes = '0'] = localPattern.exec(local) ?? [];
  return { day, hours: Number(hours), minutes: Number(minutes) };
}

/** "08:05": the airport's clock time. */
export function clockTime(local: string): string {
  const { hours, minutes } = parts(local);
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** The airport's calendar day, YYYY-MM-DD. */
export function localDay(local: string): string {
  return parts(local).day;
}

/** Days between the departure's local day and the arrival's: 1 reads "+1". */
export function dayOffset(departure: string, arrival: string): number {
  return nightsBetween(localDay(departure), localDay(arrival));
}

/** Minutes between two instants; the offsets in the strings make it right across time zones. */
export function minutesBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 60_000);
}

export function durationParts(totalMinutes: number): { hours: number; minutes: number } {
  const minutes = Math.max(0, Math.round(totalMinutes));
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

export const timesOfDay = ['morning', 'afternoon', 'evening'] as const;
export type TimeOfDay = (typeof timesOfDay)[number];

/** Morning before noon, afternoon until 18:00, evening after, on the airport's clock. */
export function timeOfDay(local: string): TimeOfDay {
  const { hours } = parts(local);
  if (hours < 12) return 'morning';
  return hours < 18 ? 'afternoon' : 'evening';
}

export type Connection = { airport: FlightSegment['to']; minutes: number };

/** Where a traveller changes planes, and how long they wait there. */
export function connectionsOf(segments: readonly FlightSegment[]): Connection[] {
  return segments.slice(1).map((next, index) => {
    const previous = segments[index] as FlightSegment;
    return { airport: previous.to, minutes: minutesBetween(previous.arrival, next.departure) };
  });
}
