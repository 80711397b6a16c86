import type { BackOfficeArea } from '@/lib/back-office-area';

export type FlightOpsResource = 'departures' | 'schedules';

/** The back office's names for them, over every airline. */
const adminPaths: Record<FlightOpsResource, string> = {
  departures: '/admin/flight-instances',
  schedules: '/admin/flight-schedules',
};

/**
 * The API path of an airline's departures or schedules, or of one of them (`id`): the back
 * office's, over every airline, or the airline's own partner path
 * (`/partner/airlines/{code}/departures/{id}`), which is not a plain prefix of the admin's.
 * Every flight query and mutation builds its path here.
 */
export function flightOpsPath(
  area: BackOfficeArea,
  airlineCode: string | undefined,
  resource: FlightOpsResource,
  id?: string,
): string {
  let base = adminPaths[resource];
  if (area === 'partner') {
    if (!airlineCode) throw new Error(`A partner reaches ${resource} through its airline's path only`);
    base = `/partner/airlines/${encodeURIComponent(airlineCode)}/${resource}`;
  }
  return id === undefined ? base : `${base}/${encodeURIComponent(id)}`;
}
