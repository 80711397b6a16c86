import { linkOptions } from '@tanstack/react-router';

/**
 * The airline a partner's flight pages run (its owners and managers): the departures and schedules
 * are that airline's only, its name heads them, and no other airline can be chosen. The back
 * office's pages have none: they run every airline.
 */
export type PageAirline = { code: string; name: string };

/** The departures page, of one schedule when given: the back office's, or the airline's own. */
export function departuresLink(airline: PageAirline | undefined, scheduleId?: string) {
  const search = scheduleId ? { scheduleId } : {};
  return airline
    ? linkOptions({ to: '/partner/airlines/$code', params: { code: airline.code }, search })
    : linkOptions({ to: '/admin/flights', search });
}

/** The schedules page: the back office's, or the airline's own. */
export function schedulesLink(airline: PageAirline | undefined) {
  return airline
    ? linkOptions({ to: '/partner/airlines/$code/schedules', params: { code: airline.code } })
    : linkOptions({ to: '/admin/flights/schedules' });
}
