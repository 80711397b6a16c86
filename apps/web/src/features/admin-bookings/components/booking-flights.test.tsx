import { type Booking, type BookingFlight, formatAriary } from '@madabook/contracts';
import { render, renderHook, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { initI18nWithEveryText } from '@/test/i18n';
import { BookingFlights, BookingPassengers, FlightPrices } from './booking-flights';
import { useFlightText } from './use-flight-text';

const place = (code: string, city: string) => ({ code, name: city, city });

function flight(overrides: Partial<BookingFlight>): BookingFlight {
  return {
    instanceId: 'i1',
    direction: 'OUTBOUND',
    flightNumber: 'MW 102',
    airline: { code: 'MW', name: 'Mora Wings' },
    from: place('TNR', 'Antananarivo'),
    to: place('NOS', 'Nosy Be'),
    departure: '2026-12-04T23:30:00+03:00',
    arrival: '2026-12-05T01:05:00+03:00',
    cabin: 'ECONOMY',
    fareFamily: 'FLEX',
    pricePerPassenger: { adult: 560_000, child: 420_000, infant: 56_000 },
    subtotal: 616_000,
    cancelledByAirline: false,
    connectionBroken: false,
    ...overrides,
  };
}

const booking = {
  id: 'b1',
  reference: 'MB-7KQ2XA',
  kind: 'FLIGHT',
  status: 'CONFIRMED',
  total: 1_232_000,
  flights: [
    flight({
      direction: 'RETURN',
      flightNumber: 'MW 103',
      from: place('NOS', 'Nosy Be'),
      to: place('TNR', 'Antananarivo'),
      departure: '2026-12-11T09:30:00+03:00',
      arrival: '2026-12-11T10:55:00+03:00',
      cancelledByAirline: true,
    }),
    flight({}),
  ],
  passengers: [
    { type: 'ADULT', firstName: 'Hery', lastName: 'Rakoto', birthDate: '1984-05-12' },
    { type: 'INFANT', firstName: 'Mialy', lastName: 'Rakoto', birthDate: '2026-01-29' },
  ],
} as unknown as Booking;

beforeAll(() => initI18nWithEveryText('fr'));
beforeEach(() => changeLanguage('fr'));

describe('a flight booking in the back office', () => {
  it('lists the outbound then the return, at local times, the arrival day when it differs', () => {
    render(<BookingFlights booking={booking} />);
    const [outbound, inbound] = screen.getAllByRole('region');
    expect(outbound?.getAttribute('aria-label')).toBe('Aller');
    expect(outbound?.textContent).toContain('vendredi 4 décembre 2026');
    expect(outbound?.textContent).toContain('23:30 TNR Antananarivo');
    expect(outbound?.textContent).toContain('01:05 NOS Nosy Be(sam. 5 déc.)');
    expect(outbound?.textContent).toContain('Économie Flex');
    expect(within(inbound as HTMLElement).getByText('Annulé par la compagnie')).toBeTruthy();
  });

  it('names each passenger as on their ID, with their type and date of birth', () => {
    render(<BookingPassengers booking={booking} />);
    const rows = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['RAKOTO HeryAdulte12 mai 1984', 'RAKOTO MialyBébé29 janv. 2026']);
  });

  it('prices each flight and totals them', () => {
    render(<FlightPrices booking={booking} />);
    expect(screen.getByRole('rowheader', { name: 'Total' }).parentElement?.textContent).toBe(
      `Total${formatAriary(1_232_000, 'fr')}`,
    );
    expect(screen.getAllByRole('row')[1]?.textContent).toBe(
      `MW 103NOS – TNR${formatAriary(560_000, 'fr')}${formatAriary(616_000, 'fr')}`,
    );
  });

  it('sums the booking up for the list: route, flight numbers, passengers and days', () => {
    const { result } = renderHook(() => useFlightText());
    expect(result.current(booking)).toEqual({
      route: 'TNR → NOS',
      roundTrip: true,
      trip: 'Aller-retour',
      flightNumbers: 'MW 102 · MW 103',
      passengers: '2 passagers',
      dates: '4 déc. 2026 – 11 déc. 2026',
    });
    expect(result.current({ ...booking, kind: 'HOTEL', flights: [] })).toBeNull();
  });
});
