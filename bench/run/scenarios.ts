import { addDays, todayInMadagascar } from '@madabook/contracts';
import { createRandom, type Random } from '../shared/random';
import type { DataSample } from './sample';

export interface ScenarioRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface Scenario {
  name: string;
  description: string;
  baseUrl: string;
  /** Statuses that count as served. */
  ok: readonly number[];
  /** Statuses expected under load and counted apart, e.g. 409 SOLD_OUT for bookings. */
  refused?: readonly number[];
  /** The response header that says whether the server answered from its cache (counted). */
  cacheHeader?: string;
  /** The next request: drawn at random (seeded), so that few requests repeat. */
  next(): ScenarioRequest;
}

export interface ScenarioContext {
  appUrl: string;
  /** The raw baseline's scenarios run only with it. */
  rawUrl?: string;
  compareUrl?: string;
  sample: DataSample;
  compareSample?: DataSample;
  cookie: string;
  today: string;
  seed: number;
  /** Unique to this run, so that Idempotency-Keys never repeat between runs. */
  runTag: string;
}

/**
 * A random city and a 3-night stay starting within the next four months, 2 guests in 1 room;
 * `headers` e.g. to ask the app for a page read anew (`cache-control: no-cache`).
 */
function searchRequests(
  random: Random,
  sample: DataSample,
  today: string,
  headers: Record<string, string> = {},
) {
  return (): ScenarioRequest => {
    const checkIn = addDays(today, random.int(1, 120));
    const query = new URLSearchParams({
      city: random.pick(sample.cities),
      checkIn,
      checkOut: addDays(checkIn, 3),
      guests: '2',
      rooms: '1',
    });
    return { method: 'GET', path: `/api/search/hotels?${query}`, headers };
  };
}

/** A random hotel's rooms for a 3-night stay within the next four months. */
function availabilityRequests(random: Random, sample: DataSample, today: string) {
  return (): ScenarioRequest => {
    const checkIn = addDays(today, random.int(1, 120));
    const query = new URLSearchParams({ checkIn, checkOut: addDays(checkIn, 3) });
    return { method: 'GET', path: `/api/hotels/${random.pick(sample.hotels).id}/availability?${query}` };
  };
}

/** A random trip, one-way or (a third of the time) return, within the next four months, 1 or 2 adults. */
function flightSearchRequests(random: Random, sample: DataSample, today: string) {
  return (): ScenarioRequest => {
    const trip = random.pick(sample.trips);
    const departDate = addDays(today, random.int(1, 120));
    const query = new URLSearchParams({
      from: trip.from,
      to: trip.to,
      departDate,
      adults: String(random.int(1, 2)),
    });
    if (random.int(1, 3) === 1) query.set('returnDate', addDays(departDate, random.int(2, 10)));
    return { method: 'GET', path: `/api/flights/search?${query}` };
  };
}

const noCache = { 'cache-control': 'no-cache' };

export function buildScenarios(context: ScenarioContext): Scenario[] {
  const { appUrl, rawUrl, sample, today, seed } = context;
  const random = (offset: number) => createRandom(seed + offset);
  const raw = (scenario: Omit<Scenario, 'baseUrl'>): Scenario[] =>
    rawUrl ? [{ ...scenario, baseUrl: rawUrl }] : [];
  const scenarios: Scenario[] = [
    {
      name: 'health',
      description: 'GET /api/health on the app: the ceiling of the HTTP stack',
      baseUrl: appUrl,
      ok: [200],
      next: () => ({ method: 'GET', path: '/api/health' }),
    },
    ...raw({
      name: 'raw-search',
      description: 'The statements of the same searches through node:http and pg alone',
      ok: [200],
      next: searchRequests(random(1), sample, today),
    }),
    {
      name: 'search-uncached',
      description: 'The same searches with Cache-Control: no-cache: every page read from the database',
      baseUrl: appUrl,
      ok: [200],
      cacheHeader: 'x-cache',
      next: searchRequests(random(1), sample, today, noCache),
    },
    {
      name: 'search',
      description:
        "GET /api/search/hotels?city&checkIn&checkOut&guests=2&rooms=1, pages kept while their town's revision holds",
      baseUrl: appUrl,
      ok: [200],
      cacheHeader: 'x-cache',
      next: searchRequests(random(1), sample, today),
    },
  ];
  if (context.compareUrl && context.compareSample) {
    scenarios.push({
      name: 'compare-search',
      description: 'The uncached searches on the other database (--compare-database)',
      baseUrl: context.compareUrl,
      ok: [200],
      next: searchRequests(random(1), context.compareSample, today, noCache),
    });
  }
  scenarios.push(
    ...raw({
      name: 'raw-availability',
      description: 'The statements of the same availabilities through node:http and pg alone',
      ok: [200],
      next: availabilityRequests(random(2), sample, today),
    }),
    {
      name: 'availability',
      description: 'GET /api/hotels/{id}/availability?checkIn&checkOut',
      baseUrl: appUrl,
      ok: [200],
      next: availabilityRequests(random(2), sample, today),
    },
    {
      name: 'get-session',
      description: 'GET /api/auth/get-session with the signed-in cookie',
      baseUrl: appUrl,
      ok: [200],
      next: () => ({ method: 'GET', path: '/api/auth/get-session', headers: { cookie: context.cookie } }),
    },
    bookingScenario(context, random(3)),
  );
  if (sample.trips.length > 0) {
    scenarios.push({
      name: 'flight-search',
      description: 'GET /api/flights/search: random direct or one-stop trip, one-way or return, 1–2 adults',
      baseUrl: appUrl,
      ok: [200],
      next: flightSearchRequests(random(4), sample, today),
    });
  }
  return scenarios;
}

/**
 * The scenarios of a run started at `run.startedAt` (today's dates, its own
 * Idempotency-Keys), those `run.scenarios` lists or all of them, in their usual order.
 */
export function scenariosOfRun(
  context: Omit<ScenarioContext, 'today' | 'seed' | 'runTag'>,
  run: { startedAt: string; seed: number; scenarios: readonly string[] | undefined },
): Scenario[] {
  return buildScenarios({
    ...context,
    today: todayInMadagascar(),
    seed: run.seed,
    runTag: run.startedAt.replace(/\D/g, ''),
  }).filter((scenario) => !run.scenarios || run.scenarios.includes(scenario.name));
}

/** POST /api/bookings: one room of a random hotel for 1 to 3 nights within a year, a fresh Idempotency-Key each. */
function bookingScenario(context: ScenarioContext, random: Random): Scenario {
  let count = 0;
  return {
    name: 'booking',
    description:
      'POST /api/bookings, random hotel, room and dates, unique Idempotency-Key (409 SOLD_OUT counted apart)',
    baseUrl: context.appUrl,
    ok: [201],
    refused: [409],
    next() {
      const hotel = random.pick(context.sample.hotels);
      const room = random.pick(hotel.rooms);
      const checkIn = addDays(context.today, random.int(1, 365));
      count += 1;
      return {
        method: 'POST',
        path: '/api/bookings',
        headers: {
          cookie: context.cookie,
          'content-type': 'application/json',
          'idempotency-key': `bench-${context.runTag}-${count}`,
        },
        body: JSON.stringify({
          hotelId: hotel.id,
          checkIn,
          checkOut: addDays(checkIn, random.int(1, 3)),
          rooms: [{ roomId: room.id, quantity: 1 }],
          guests: Math.min(2, room.capacity),
          guest: { name: 'Bench Guest', phone: '+261341234567' },
        }),
      };
    },
  };
}
