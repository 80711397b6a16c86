import { createRoute, z } from '@hono/zod-openapi';
import {
  availabilityQuerySchema,
  citySchema,
  hotelAvailabilitySchema,
  hotelSearchPageSchema,
  hotelSearchQuerySchema,
  idSchema,
} from '@madabook/contracts';
import { jsonContent, notFoundError } from '../../http/openapi';
import { createRouter } from '../../http/router';
import type { SearchService } from './search.service';

const tags = ['Search'];
const badInput = {
  400: jsonContent(z.object({ code: z.string(), message: z.string() }), 'Invalid search (VALIDATION_ERROR)'),
};

export function searchRoutes(service: SearchService) {
  const hotels = createRoute({
    method: 'get',
    path: '/hotels',
    tags,
    summary: 'Hotels with rooms free on every night of the stay, with their lowest price',
    description:
      "A town's pages are kept by the server while nothing in the town changes (`X-Cache: HIT`); `Cache-Control: no-cache` reads the page anew.",
    request: { query: hotelSearchQuerySchema },
    responses: { 200: jsonContent(hotelSearchPageSchema, 'A page of available hotels'), ...badInput },
  });
  const cities = createRoute({
    method: 'get',
    path: '/cities',
    tags,
    summary: 'Cities that have hotels, for destination suggestions',
    responses: { 200: jsonContent(z.array(citySchema), 'Cities, most hotels first') },
  });
  return createRouter()
    .openapi(hotels, async (c) => {
      const query = c.req.valid('query');
      // As HTTP has it: a client asking for `no-cache` gets the page read anew.
      const fresh = /\bno-cache\b/i.test(c.req.header('cache-control') ?? '');
      const { page, cached } = await service.search({ ...query, amenityIds: query.amenities }, { fresh });
      c.header('x-cache', cached ? 'HIT' : 'MISS');
      return c.json(page, 200);
    })
    .openapi(cities, async (c) => c.json(await service.cities(), 200));
}

export function availabilityRoutes(service: SearchService) {
  const availability = createRoute({
    method: 'get',
    path: '/{id}/availability',
    tags,
    summary: "Each of a hotel's room types, with the rooms left for the whole stay and its price",
    request: { params: z.object({ id: idSchema }), query: availabilityQuerySchema },
    responses: {
      200: jsonContent(hotelAvailabilitySchema, 'Rooms and availability'),
      ...badInput,
      ...notFoundError,
    },
  });
  return createRouter().openapi(availability, async (c) => {
    const { checkIn, checkOut } = c.req.valid('query');
    return c.json(await service.availability(c.req.valid('param').id, checkIn, checkOut), 200);
  });
}
