import { addDays, idSchema, isoDateSchema, reportQuerySchema, todayInMadagascar } from '@madabook/contracts';
import { z } from 'zod';

/** The nights a report covers, both included (YYYY-MM-DD, Madagascar dates). */
export type ReportRange = { from: string; to: string };

export const reportPresets = ['thisMonth', 'lastMonth', 'next30Days'] as const;
export type ReportPreset = (typeof reportPresets)[number];

const firstOfMonth = (date: string) => `${date.slice(0, 7)}-01`;
const lastOfMonth = (date: string) => addDays(firstOfMonth(addDays(firstOfMonth(date), 31)), -1);

/** The nights of a preset, counted from today in Madagascar. */
export function presetRange(preset: ReportPreset, today: string = todayInMadagascar()): ReportRange {
  switch (preset) {
    case 'thisMonth':
      return { from: firstOfMonth(today), to: lastOfMonth(today) };
    case 'lastMonth': {
      const last = addDays(firstOfMonth(today), -1);
      return { from: firstOfMonth(last), to: last };
    }
    case 'next30Days':
      return { from: today, to: addDays(today, 29) };
  }
}

/** The range an address asks for: this month's nights stand in for an end it leaves out. */
export function requestedRange(search: Partial<ReportRange>, today?: string): ReportRange {
  const month = presetRange('thisMonth', today);
  return { from: search.from ?? month.from, to: search.to ?? month.to };
}

/** A report's address: the range's ends, dropped when they are not dates (the page then shows this month). */
export const reportsSearchSchema = z.object({
  from: isoDateSchema.optional().catch(undefined),
  to: isoDateSchema.optional().catch(undefined),
});
export type ReportsSearch = z.infer<typeof reportsSearchSchema>;

/** The platform's report also names the hotel it narrows to; none for every hotel together. */
export const platformReportsSearchSchema = reportsSearchSchema.extend({
  hotelId: idSchema.optional().catch(undefined),
});
export type PlatformReportsSearch = z.infer<typeof platformReportsSearchSchema>;

export type RangeIssue = 'required' | 'invalid' | 'toBeforeFrom' | 'tooLong';

/**
 * What is wrong with a range, field by field: an end missing or not a date, then by the API's own
 * rule (the contracts' query schema) the last night before the first, or more nights than a report holds.
 */
export function rangeIssues(range: ReportRange): Partial<Record<keyof ReportRange, RangeIssue>> {
  const issues: Partial<Record<keyof ReportRange, RangeIssue>> = {};
  for (const field of ['from', 'to'] as const) {
    if (!range[field]) issues[field] = 'required';
    else if (!isoDateSchema.safeParse(range[field]).success) issues[field] = 'invalid';
  }
  if (issues.from || issues.to || reportQuerySchema.safeParse(range).success) return issues;
  return { to: range.to < range.from ? 'toBeforeFrom' : 'tooLong' };
}
