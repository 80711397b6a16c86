import { createRoute, z } from '@hono/zod-openapi';
import { idSchema, type Report, reportQuerySchema, reportSchema } from '@madabook/contracts';
import type { Context } from 'hono';
import { accepts } from 'hono/accepts';
import { actorOf } from '../../http/actor';
import type { AppEnv } from '../../http/app-env';
import { type Access, adminErrors, notFoundError } from '../../http/openapi';
import { createRouter } from '../../http/router';
import type { ReportService } from './reports.service';

const tags = ['Reports'];

const definitions =
  'Nights are dates in Madagascar, `to` included, at most 366 (400 VALIDATION_ERROR otherwise). ' +
  "available: each room type's rooms for sale that night (its calendar row's, else its quantity), none when the night is closed. " +
  'sold: room nights (rooms × nights) of bookings CONFIRMED or COMPLETED whose stay [checkIn, checkOut) holds the night; ' +
  'held (PENDING_PAYMENT), CANCELLED and NO_SHOW bookings sell nothing. ' +
  "revenue: the price each booked room had that night (the booking's nightPrices) times its rooms; a night left early (checkOut moved earlier) drops out. " +
  'occupancy = sold / available as a ratio to 3 decimals; ADR = revenue / sold and RevPAR = revenue / available in whole Ariary, rounded; each is null when its denominator is 0. ' +
  'cancellations and noShows: bookings CANCELLED (by anyone) or NO_SHOW whose arrival (checkIn) is the night, with the room nights they had booked. ' +
  'Every figure is given by night and by source (ONLINE, PHONE, WALK_IN, EMAIL), with totals for the range. ' +
  'As `text/csv` (`format=csv`, or an Accept header preferring `text/csv`): a header row, then one line per night and source with the same figures, numbers unformatted, null as an empty cell.';

const reportResponse = {
  description: 'The report: JSON, or the same figures as an RFC 4180 CSV attachment',
  content: {
    'application/json': { schema: reportSchema },
    'text/csv': { schema: z.string() },
  },
};

/** JSON unless the query's format or else the Accept header asks for CSV. */
function answer(
  c: Context<AppEnv>,
  service: ReportService,
  report: Report,
  format: 'json' | 'csv' | undefined,
) {
  const wanted =
    format ??
    (accepts(c, {
      header: 'Accept',
      supports: ['application/json', 'text/csv'],
      default: 'application/json',
    }) === 'text/csv'
      ? 'csv'
      : 'json');
  if (wanted === 'json') return c.json(report, 200);
  const file = service.csvFile(report);
  return c.body(file.content, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${file.filename}"`,
    'Cache-Control': 'no-store',
  });
}

/**
 * A hotel's report, mounted under `/api/admin` (platform admins, any hotel) and `/api/partner`
 * (the hotel's owners and managers): one service, the caller's scope deciding.
 */
export function hotelReportRoutes(service: ReportService, access: Access) {
  const route = createRoute({
    method: 'get',
    path: '/hotels/{id}/reports',
    tags,
    summary: `A hotel's room nights, occupancy, ADR, RevPAR, revenue, cancellations and no-shows by night and source (${access.audience === 'admin' ? 'admin' : 'owners and managers'})`,
    description: definitions,
    ...access.route,
    request: { params: z.object({ id: idSchema }), query: reportQuerySchema },
    responses: { 200: reportResponse, ...adminErrors, ...notFoundError },
  });
  return createRouter().openapi(route, async (c) => {
    const { format, ...range } = c.req.valid('query');
    return answer(c, service, await service.hotelReport(actorOf(c), c.req.valid('param').id, range), format);
  });
}

/** Mounted under /api/admin: every hotel together, through the same query with no hotel narrowing. */
export function platformReportRoutes(service: ReportService, access: Access) {
  const route = createRoute({
    method: 'get',
    path: '/reports',
    tags,
    summary: 'The same report for every hotel together (admin)',
    description: `Rooms for sale and bookings of every hotel, archived ones included. ${definitions}`,
    ...access.route,
    request: { query: reportQuerySchema },
    responses: { 200: reportResponse, ...adminErrors },
  });
  return createRouter().openapi(route, async (c) => {
    const { format, ...range } = c.req.valid('query');
    return answer(c, service, await service.allHotelsReport(actorOf(c), range), format);
  });
}
