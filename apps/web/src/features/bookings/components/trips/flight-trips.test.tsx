import type { Booking } from '@madabook/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { initI18nWithEveryText } from '@/test/i18n';
import { FlightTripPage } from './flight-trip-page';
import { TripPrintPage } from './print/trip-print-page';
import { flightBooking } from './test/bookings';
import { renderInRouter } from './test/render-in-router';
import { TripsPage } from './trips-page';

const stay: Booking = {
  ...flightBooking(),
  id: 'booking-stay-1',
  reference: 'MB-H4TEL2',
  kind: 'HOTEL',
  total: 600_000,
  hotel: {
    id: 'h1',
    name: 'Villa Ylang-Ylang',
    slug: 'villa-ylang-ylang',
    city: 'Nosy Be',
    checkInTime: '14:00',
    checkOutTime: '11:00',
    photo: null,
  },
  checkIn: '2026-12-01',
  checkOut: '2026-12-06',
  nights: 5,
  guests: 2,
  rooms: [],
  flights: [],
  passengers: [],
};

const fetchMock = vi.fn<typeof fetch>();

beforeAll(() => initI18nWithEveryText('fr'));
beforeEach(async () => {
  await changeLanguage('fr');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('a flight booking in My trips', () => {
  it('is listed with the stays by the day each starts, its card saying route, days, times and flights', async () => {
    const cancelled = flightBooking({
      id: 'booking-flight-2',
      reference: 'MB-CANC3L',
      status: 'CANCELLED',
      cancelledBy: 'AIRLINE',
      flights: [flightBooking().flights[0] as Booking['flights'][number]],
    });
    fetchMock.mockResolvedValue(Response.json({ upcoming: [stay, flightBooking()], past: [cancelled] }));
    await renderInRouter(() => <TripsPage userId="u1" />);

    const upcoming = await screen.findByRole('region', { name: /À venir/ });
    const cards = within(upcoming).getAllByRole('article');
    // The 08:05 flight comes before the stay it leads to (check-in 14:00 the same day).
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Antananarivo → Nosy Be',
      'Villa Ylang-Ylang',
    ]);
    const flight = cards[0] as HTMLElement;
    expect(within(flight).getByRole('link').getAttribute('href')).toBe('/account/trips/booking-flight-1');
    expect(flight.textContent).toContain('MB-7KQ2XP');
    expect(flight.textContent).toContain('Aller-retour · 3 passagers');
    expect(flight.textContent).toContain('08:05 → 09:35');
    expect(flight.textContent).toContain('MW 103');

    const past = screen.getByRole('region', { name: /Passés et annulés/ });
    expect(within(past).getByText('Annulée par la compagnie')).toBeDefined();
    expect(within(past).getByRole('article').textContent).toContain('Aller simple');
  });
});

describe('a flight trip', () => {
  it('opens with the confirmation: e-ticket sent, print, and a hotel at the destination for the nights there', async () => {
    await renderInRouter(() => <FlightTripPage booking={flightBooking()} confirmed />);

    await screen.findByText('Vos vols sont réservés !');
    expect(screen.getByText('Votre billet électronique a été envoyé à hery@example.mg.')).toBeDefined();
    expect(screen.getByText('MB-7KQ2XP')).toBeDefined();
    expect(screen.getAllByRole('link', { name: /Imprimer/ })[0]?.getAttribute('href')).toBe(
      '/account/trips/booking-flight-1/print',
    );

    const hotel = screen.getByRole('region', { name: "Besoin d'un hôtel à Nosy Be ?" });
    const href =
      within(hotel).getByRole('link', { name: 'Voir les hôtels à Nosy Be' }).getAttribute('href') ?? '';
    expect(href.split('?')[0]).toBe('/hotels');
    expect(Object.fromEntries(new URLSearchParams(href.split('?')[1]))).toEqual({
      city: 'Nosy Be',
      checkIn: '2026-12-01',
      checkOut: '2026-12-06',
      guests: '2',
    });

    const passengers = screen.getByRole('region', { name: 'Passagers' });
    expect(within(passengers).getAllByRole('listitem')).toHaveLength(3);
    const prices = screen.getByRole('region', { name: 'Prix' }).textContent?.replace(/\s/g, ' ');
    expect(prices).toContain('Retour · MW 103 · NOS → TNR');
    expect(prices).toContain('2 adultes × 200 000 Ar');
    expect(prices).toContain('1 bébé × 20 000 Ar');
    expect(prices).toContain('Total du voyage1 237 500 Ar');
    expect(screen.getByRole('button', { name: 'Annuler la réservation' })).toBeDefined();
  });

  it('says the airline cancelled it, without a hotel to suggest', async () => {
    const booking = flightBooking({
      status: 'CANCELLED',
      cancelledBy: 'AIRLINE',
      cancellable: false,
      cancelledAt: '2026-11-20T07:00:00.000Z',
    });
    await renderInRouter(() => <FlightTripPage booking={booking} confirmed={false} />);
    await screen.findByText('Annulée par la compagnie');
    expect(document.body.textContent).toContain('La compagnie a annulé un vol de cette réservation le');
    expect(screen.queryByText(/Besoin d'un hôtel/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Annuler la réservation' })).toBeNull();
  });
});

describe('the printable page', () => {
  it('of a flight: the reference as text and QR code, the passengers, the flights in local times', async () => {
    await renderInRouter(() => <TripPrintPage booking={flightBooking()} />);
    await screen.findByRole('heading', { level: 1, name: 'Billet électronique et itinéraire' });
    expect(screen.getByText('MB-7KQ2XP')).toBeDefined();
    expect(screen.getByRole('img', { name: 'QR code de la réservation MB-7KQ2XP' })).toBeDefined();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Hery RakotoAdulte3 mars 1988',
      'Lova RakotoAdulte21 juillet 1990',
      'Mbola RakotoBébé10 février 2026',
    ]);
    expect(document.body.textContent).toContain('Tous les horaires sont en heure locale de chaque aéroport.');
    expect(screen.getByRole('button', { name: 'Imprimer' })).toBeDefined();
  });

  it('of a stay: the voucher with the hotel’s address and times', async () => {
    fetchMock.mockResolvedValue(Response.json({ message: 'not found', code: 'NOT_FOUND' }, { status: 404 }));
    await renderInRouter(() => <TripPrintPage booking={stay} />);
    await screen.findByRole('heading', { level: 1, name: 'Bon de réservation' });
    expect(screen.getByRole('img', { name: 'QR code de la réservation MB-H4TEL2' })).toBeDefined();
    expect(document.body.textContent).toContain('Villa Ylang-Ylang');
    expect(document.body.textContent).toMatch(/1 décembre 2026, à partir de 14:00/);
  });
});
