import type { FlightSegment } from '@madabook/contracts';
import { clockTime, minutesBetween } from '@/lib/local-times';

export function durationParts(totalMinutes: number): { hours: number; minutes: number } {
  const minutes = Math.max(0, Math.round(totalMinutes));
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

export const timesOfDay = ['morning', 'afternoon', 'evening'] as const;
export type TimeOfDay = (typeof timesOfDay)[number];

/** Morning before noon, afternoon until 18:00, evening after, on the airport's clock. */
export function timeOfDay(local: string): TimeOfDay {
  const hours = Number(clockTime(local).slice(0, 2));
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
