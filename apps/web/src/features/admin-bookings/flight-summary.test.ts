import type { BookingFlight } from '@madabook/contracts';
import { describe, expect, it } from 'vitest';
import { journeyStops, journeysOf, localClock, passengerCounts } from './flight-summary';

const place = (code: string) => ({ code, name: code, city: code });

function flight(
  direction: BookingFlight['direction'],
  from: string,
  to: string,
  number: string,
): BookingFlight {
  return {
    instanceId: `${number}-1`,
    direction,
    flightNumber: number,
    airline: { code: 'MW', name: 'Mora Wings' },
    from: place(from),
    to: place(to),
    departure: '2026-12-01T08:05:00+03:00',
    arrival: '2026-12-01T09:20:00+03:00',
    cabin: 'ECONOMY',
    fareFamily: 'LIGHT',
    pricePerPassenger: { adult: 450_000, child: 337_500, infant: 45_000 },
    subtotal: 450_000,
    cancelledByAirline: false,
    connectionBroken: false,
  };
}

describe('journeysOf', () => {
  it('splits a return trip into its outbound and return journeys, whatever their order', () => {
    const back = flight('RETURN', 'NOS', 'TNR', 'MW 103');
    const out = flight('OUTBOUND', 'TNR', 'NOS', 'MW 102');
    expect(journeysOf([back, out])).toEqual([
      { direction: 'OUTBOUND', flights: [out] },
      { direction: 'RETURN', flights: [back] },
    ]);
  });

  it('keeps a one-way trip to its outbound journey, and a hotel booking to none', () => {
    expect(journeysOf([flight('OUTBOUND', 'TNR', 'NOS', 'MW 102')])).toHaveLength(1);
    expect(journeysOf([])).toEqual([]);
  });
});

describe('journeyStops', () => {
  it('names every airport of a connection in travel order', () => {
    const [journey] = journeysOf([
      flight('OUTBOUND', 'NOS', 'TNR', 'MW 110'),
      flight('OUTBOUND', 'TNR', 'FTU', 'MW 310'),
    ]);
    expect(journey && journeyStops(journey)).toEqual(['NOS', 'TNR', 'FTU']);
  });
});

describe('passengerCounts', () => {
  it('counts adults, children and infants', () => {
    const person = (type: 'ADULT' | 'CHILD' | 'INFANT') => ({
      type,
      firstName: 'Hery',
      lastName: 'Rabe',
      birthDate: '1990-01-01',
    });
    expect(passengerCounts([person('ADULT'), person('ADULT'), person('INFANT')])).toEqual({
      ADULT: 2,
      CHILD: 0,
      INFANT: 1,
    });
  });
});

describe('localClock', () => {
  it("reads the airport's own day and time, not the browser's", () => {
    expect(localClock('2026-12-01T23:40:00+04:00')).toEqual({ date: '2026-12-01', time: '23:40' });
  });
});
