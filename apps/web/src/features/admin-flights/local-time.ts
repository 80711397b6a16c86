import { intlLocales, type Language } from '@madabook/contracts';

/** A local date and time as the airport's clock reads it: "2026-12-01T08:05:00+03:00". */
export type LocalClock = { date: string; time: string };

const localDateTimePattern = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/;

/**
 * The day and the clock time written in an ISO string with its offset, as they are: the airport's
 * local time, never moved to the browser's zone (a 08:05 departure from Toamasina reads 08:05 in
 * Paris too).
 */
export function localClock(value: string): LocalClock {
  const match = localDateTimePattern.exec(value);
  if (!match?.[1] || !match[2]) throw new RangeError(`Not a local date and time: ${value}`);
  return { date: match[1], time: match[2] };
}

/** Whole calendar days between two YYYY-MM-DD dates: 1 when `to` is the next day. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** On which day after its departure's date a flight lands, in each airport's own date: 0, 1 or 2. */
export function arrivalDayOffset(departure: string, arrival: string): number {
  return daysBetween(localClock(departure).date, localClock(arrival).date);
}

/** A calendar day (YYYY-MM-DD) in words, read as that day wherever the browser is. */
export function formatDay(
  date: string,
  language: Language,
  options: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' },
): string {
  return new Intl.DateTimeFormat(intlLocales[language], { ...options, timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** "UTC+3" for Indian/Antananarivo, "UTC+5:30" for Asia/Kolkata: a zone's offset today. */
export function utcOffsetText(timeZone: string, now: Date = new Date()): string {
  try {
    const part = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'shortOffset' })
      .formatToParts(now)
      .find((candidate) => candidate.type === 'timeZoneName');
    return (part?.value ?? '').replace(/^GMT/, 'UTC') || 'UTC';
  } catch {
    return '';
  }
}
