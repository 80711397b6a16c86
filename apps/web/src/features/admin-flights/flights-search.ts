import {
  addDays,
  airlineCodeSchema,
  airportCodeSchema,
  flightStatusSchema,
  isoDateSchema,
  todayInMadagascar,
} from '@madabook/contracts';
import { z } from 'zod';
import { tableSearchSchema } from '@/components/admin/use-table-search';

/** Days of departures shown when the URL names none: today and the next fortnight. */
export const departureWindowDays = 14;

/**
 * `/admin/flights` in the URL: the departures' window, route, status and schedule. Left out, the
 * window is today and the next 14 days, worked out when the page is read, not frozen in the URL.
 */
export const departuresSearchSchema = tableSearchSchema(
  { fields: ['departure'], default: 'departure' },
  {
    from: isoDateSchema.optional().catch(undefined),
    to: isoDateSchema.optional().catch(undefined),
    origin: airportCodeSchema.optional().catch(undefined),
    destination: airportCodeSchema.optional().catch(undefined),
    status: flightStatusSchema.optional().catch(undefined),
    scheduleId: z.string().trim().min(1).max(64).optional().catch(undefined),
  },
);
export type DeparturesSearch = z.infer<typeof departuresSearchSchema>;

/** The window in force: the URL's days, else from today (or the first day chosen) for 14 days. */
export function departureWindow(search: Pick<DeparturesSearch, 'from' | 'to'>, today = todayInMadagascar()) {
  const from = search.from ?? (search.to && search.to < today ? search.to : today);
  const to = search.to ?? addDays(from, departureWindowDays);
  return { from, to };
}

/** What GET /api/admin/flight-instances is asked for this URL. */
export function departureListQuery(search: DeparturesSearch, today = todayInMadagascar()) {
  return {
    page: search.page,
    pageSize: search.pageSize,
    ...departureWindow(search, today),
    origin: search.origin,
    destination: search.destination,
    status: search.status,
    scheduleId: search.scheduleId,
  };
}
export type DepartureListQuery = ReturnType<typeof departureListQuery>;

/** `/admin/flights/schedules` in the URL: flight number search, airline and route. */
export const schedulesSearchSchema = tableSearchSchema(
  { fields: ['flightNumber'], default: 'flightNumber' },
  {
    airlineCode: airlineCodeSchema.optional().catch(undefined),
    origin: airportCodeSchema.optional().catch(undefined),
    destination: airportCodeSchema.optional().catch(undefined),
  },
);
export type SchedulesSearch = z.infer<typeof schedulesSearchSchema>;

/** What GET /api/admin/flight-schedules is asked for this URL. */
export function scheduleListQuery(search: SchedulesSearch) {
  return {
    page: search.page,
    pageSize: search.pageSize,
    q: search.q,
    airlineCode: search.airlineCode,
    origin: search.origin,
    destination: search.destination,
  };
}
export type ScheduleListQuery = ReturnType<typeof scheduleListQuery>;
