import { createRoute, z } from '@hono/zod-openapi';
import {
  airportSchema,
  apiErrorSchema,
  flightOfferSchema,
  flightSearchQuerySchema,
  flightSearchResultSchema,
  text,
} from '@madabook/contracts';
import { jsonContent, validationError } from '../../http/openapi';
import { createRouter } from '../../http/router';
import type { FlightService } from './flights.service';

const tags = ['Flights'];

/** Public: the airports for suggestions, flight search and one offer by its id. */
export function flightRoutes(service: Pick<FlightService, 'airports' | 'search'>) {
  const airports = createRoute({
    method: 'get',
    path: '/airports',
    tags,
    summary: 'Every airport of the network, by city',
    responses: { 200: jsonContent(z.array(airportSchema), 'The airports') },
  });
  const search = createRoute({
    method: 'get',
    path: '/flights/search',
    tags,
    summary:
      'Direct flights and one-stop itineraries through Antananarivo, one offer per fare family, earliest first',
    request: { query: flightSearchQuerySchema },
    responses: {
      200: jsonContent(flightSearchResultSchema, 'Outbound offers, and return offers for a return search'),
      ...validationError,
    },
  });
  const offer = createRoute({
    method: 'get',
    path: '/flights/offers/{offerId}',
    tags,
    summary: 'One offer from its id, re-priced now, with the seats left',
    request: { params: z.object({ offerId: text().min(1).max(2000) }) },
    responses: {
      200: jsonContent(flightOfferSchema, 'The offer, as it still holds'),
      400: jsonContent(apiErrorSchema, 'Not an offer id MadaBook issued (VALIDATION_ERROR)'),
      409: jsonContent(
        apiErrorSchema,
        'OFFER_EXPIRED (expired, a flight cancelled, a fare or times changed) or SOLD_OUT',
      ),
    },
  });
  return createRouter()
    .openapi(airports, async (c) => c.json(await service.airports.list(), 200))
    .openapi(search, async (c) => c.json(await service.search.search(c.req.valid('query')), 200))
    .openapi(offer, async (c) => c.json(await service.search.offer(c.req.valid('param').offerId), 200));
}
