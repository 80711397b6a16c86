import { intlLocales, type Language } from '@madabook/contracts';
import { clockTime, dayOffset, localDay } from '@/lib/local-times';

/** A local date and time as the airport's clock reads it: "2026-12-01T08:05:00+03:00". */
export type LocalClock = { date: string; time: string };

/** The day and the clock time of an airport's local time, as written (see lib/local-times). */
export function localClock(value: string): LocalClock {
  return { date: localDay(value), time: clockTime(value) };
}

/** On which day after its departure's date a flight lands, in each airport's own date: 0, 1 or 2. */
export const arrivalDayOffset = dayOffset;

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
