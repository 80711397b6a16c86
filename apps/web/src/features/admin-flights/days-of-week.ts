import { intlLocales, type Language } from '@madabook/contracts';

/** ISO days of the week, as the schedules store them: 1 is Monday, 7 is Sunday. */
export const isoWeekdays = [1, 2, 3, 4, 5, 6, 7] as const;
export type IsoWeekday = (typeof isoWeekdays)[number];

const weekdays: readonly number[] = [1, 2, 3, 4, 5];

/** The days with `day` switched on or off, in the week's order and each once. */
export function toggleDay(days: readonly number[], day: number): number[] {
  const next = days.includes(day) ? days.filter((other) => other !== day) : [...days, day];
  return [...new Set(next)].sort((a, b) => a - b);
}

/** The name of each ISO day in a language: `long` "lundi", `short` "lun.", `narrow` "L". */
export function weekdayName(day: number, language: Language, width: 'long' | 'short' | 'narrow'): string {
  // 2024-01-01 was a Monday: day 1 is that date, day 7 the Sunday after it.
  const date = new Date(Date.UTC(2024, 0, day));
  return new Intl.DateTimeFormat(intlLocales[language], { weekday: width, timeZone: 'UTC' }).format(date);
}

export type DaysSummary =
  | { kind: 'daily' }
  | { kind: 'weekdays' }
  | { kind: 'weekends' }
  | { kind: 'some'; days: number[] };

/** How a schedule's days read best: every day, Monday to Friday, the weekend, or the days one by one. */
export function summarizeDays(days: readonly number[]): DaysSummary {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  if (sorted.length === 7) return { kind: 'daily' };
  if (sorted.join() === weekdays.join()) return { kind: 'weekdays' };
  if (sorted.join() === '6,7') return { kind: 'weekends' };
  return { kind: 'some', days: sorted };
}

/** "lundi, mercredi et vendredi" / "Monday, Wednesday, and Friday". */
export function listDays(days: readonly number[], language: Language): string {
  const names = [...days].sort((a, b) => a - b).map((day) => weekdayName(day, language, 'long'));
  return new Intl.ListFormat(intlLocales[language], { type: 'conjunction' }).format(names);
}
