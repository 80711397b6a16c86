import {
  type AirportInput,
  addDays,
  type FlightScheduleInput,
  type PassengerType,
  todayInMadagascar,
} from '@madabook/contracts';
import { schema } from '@madabook/db';
import { expect } from 'vitest';
import { newId } from '../../lib/ids';
import { demoAirports } from '../../seed/demo-flights';
import type { TestActor } from '../../test/actors';
import { apiClient } from '../../test/api-client';
import { readJson } from '../../test/json';
import type { TestApp } from '../../test/test-app';

const testAirportCodes = ['TNR', 'NOS', 'FTU', 'DIE', 'RUN', 'CDG'] as const;

/**
 * The demo network's airports the flight tests fly between: two zones besides Madagascar's, one
 * with daylight saving.
 */
export const testAirports = Object.fromEntries(
  demoAirports
    .filter((airport) => (testAirportCodes as readonly string[]).includes(airport.code))
    .map((airport) => [airport.code, airport]),
) as Record<(typeof testAirportCodes)[number], AirportInput>;

export const testAirline = { code: 'MT', name: 'Mada Test Air', color: '#0B6E4F' };

/** A day counted from today in Madagascar: tests never name a date the clock could overtake. */
export const dayFromToday = (days: number) => addDays(todayInMadagascar(), days);

let flightSequence = 0;
/** A flight number of its own for every schedule, so a test finds exactly its flights. */
export const nextFlightNumber = () => String(1000 + (flightSequence++ % 8000));

/** A daily economy schedule from today for a month, unless told otherwise. */
export const scheduleInput = (overrides: Partial<FlightScheduleInput> = {}): FlightScheduleInput => ({
  airlineCode: testAirline.code,
  flightNumber: nextFlightNumber(),
  origin: 'TNR',
  destination: 'NOS',
  departureTime: '08:00',
  arrivalTime: '09:30',
  daysOfWeek: [1, 2, 3, 4, 5, 6, 7],
  validFrom: dayFromToday(0),
  validTo: dayFromToday(30),
  economySeats: 20,
  economyLightFare: 300_000,
  economyFlexFare: 380_000,
  ...overrides,
});

/** The test airports and airline, created by an admin through the API. */
export async function createTestNetwork(testApp: TestApp, admin: TestActor) {
  const api = apiClient(testApp);
  for (const airport of Object.values(testAirports)) {
    expect((await api.post('/api/admin/airports', admin, airport)).status).toBe(201);
  }
  expect((await api.post('/api/admin/airlines', admin, testAirline)).status).toBe(201);
}

/** Creates a schedule through the API and answers it (with its id). */
export async function createSchedule(
  testApp: TestApp,
  admin: TestActor,
  overrides: Partial<FlightScheduleInput> = {},
) {
  const response = await apiClient(testApp).post(
    '/api/admin/flight-schedules',
    admin,
    scheduleInput(overrides),
  );
  const body = await readJson(response);
  expect(response.status, JSON.stringify(body)).toBe(201);
  return body as { id: string; flightNumber: string } & Record<string, unknown>;
}

export interface SearchParams {
  from: string;
  to: string;
  departDate: string;
  returnDate?: string;
  adults?: number;
  children?: number;
  infants?: number;
  cabin?: 'ECONOMY' | 'BUSINESS';
}

export async function searchFlights(testApp: TestApp, params: SearchParams) {
  const query = new URLSearchParams(
    Object.entries(params).map(([key, value]) => [key, String(value)] as [string, string]),
  );
  return testApp.app.request(`/api/flights/search?${query}`);
}

/** Search results that must succeed. */
export async function searchOffers(testApp: TestApp, params: SearchParams) {
  const response = await searchFlights(testApp, params);
  const body = await readJson(response);
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body as { outbound: TestOffer[]; return: TestOffer[] | null };
}

export interface TestOffer {
  offerId: string;
  direction: 'OUTBOUND' | 'RETURN';
  fareFamily: 'LIGHT' | 'FLEX';
  stops: number;
  seatsLeft: number;
  total: number;
  durationMinutes: number;
  expiresAt: string;
  pricePerPassenger: { adult: number; child: number; infant: number };
  segments: Array<{
    instanceId: string;
    flightNumber: string;
    departure: string;
    arrival: string;
    durationMinutes: number;
    from: { code: string };
    to: { code: string };
  }>;
}

/** The offer made of exactly these flights, in a fare family. */
export function offerOf(
  offers: TestOffer[],
  flightNumbers: string[],
  fareFamily: 'LIGHT' | 'FLEX' = 'LIGHT',
) {
  const offer = offers.find(
    (candidate) =>
      candidate.fareFamily === fareFamily &&
      candidate.segments.map((segment) => segment.flightNumber).join(',') ===
        flightNumbers.map((number) => `${testAirline.code} ${number}`).join(','),
  );
  if (!offer) throw new Error(`no ${fareFamily} offer for ${flightNumbers.join('+')}`);
  return offer;
}

/** The flight numbers of each itinerary found, as "1001+1002". */
export const itinerariesOf = (offers: TestOffer[]) => [
  ...new Set(
    offers.map((offer) => offer.segments.map((segment) => segment.flightNumber.split(' ')[1]).join('+')),
  ),
];

type Party = { adults: number; children?: number; infants?: number };

export const passengersOf = (party: Party) =>
  (
    [
      ['ADULT', party.adults],
      ['CHILD', party.children ?? 0],
      ['INFANT', party.infants ?? 0],
    ] as Array<[PassengerType, number]>
  ).flatMap(([type, count]) => Array.from({ length: count }, () => ({ type })));

/** Takes the seats of these offers in a transaction of its own, as a booking does. */
export const reserveSeats = (testApp: TestApp, offerIds: string[], party: Party) =>
  testApp.database.db.transaction((tx) =>
    testApp.services.flights.reservations.reserve(
      tx,
      { offerIds, passengers: passengersOf(party) },
      new Date(),
    ),
  );

/**
 * Takes the seats of these offers and records a confirmed booking of them,
 * as the booking core does, so tests of departures have passengers on board.
 */
export async function bookDirectly(
  testApp: TestApp,
  offerIds: string[],
  party: Party,
  contact = { email: 'traveller@example.mg' },
) {
  return testApp.database.db.transaction(async (tx) => {
    const passengers = passengersOf(party);
    const flights = await testApp.services.flights.reservations.reserve(
      tx,
      { offerIds, passengers },
      new Date(),
    );
    const bookingId = newId();
    await tx.insert(schema.booking).values({
      id: bookingId,
      reference: newId().slice(0, 6).toUpperCase(),
      kind: 'FLIGHT',
      totalAmount: flights.reduce((sum, flight) => sum + flight.subtotal, 0),
      guestName: 'Hery Rabe',
      guestPhone: '+261321122233',
      guestEmail: contact.email,
      language: 'en',
    });
    await tx
      .insert(schema.bookingFlight)
      .values(flights.map(({ departureDate: _, ...flight }) => ({ id: newId(), bookingId, ...flight })));
    await tx.insert(schema.bookingPassenger).values(
      passengers.map((passenger, position) => ({
        id: newId(),
        bookingId,
        position,
        type: passenger.type,
        firstName: 'Test',
        lastName: `Passenger ${position}`,
        birthDate: passenger.type === 'ADULT' ? '1990-01-01' : dayFromToday(-400),
      })),
    );
    return { bookingId, flights };
  });
}
