import {
  addDays,
  type Booking,
  type HotelAvailability,
  type RoomAvailability,
  todayInMadagascar,
} from '@madabook/contracts';
import { createRootRoute } from '@tanstack/react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { initI18nWithEveryText } from '@/test/i18n';
import { renderRoutes } from '@/test/render-routes';
import { flightBooking } from '../trips/test/bookings';
import { DeskBookingPage } from './desk-booking-page';

const today = todayInMadagascar();
const tomorrow = addDays(today, 1);
const fetchMock = vi.fn<typeof fetch>();
const onBooked = vi.fn<(booking: Booking) => void>();

const room = (patch: Partial<RoomAvailability>): RoomAvailability => ({
  roomId: 'standard',
  name: 'Chambre standard',
  description: '',
  type: 'DOUBLE',
  capacity: 2,
  pricePerNight: 140_000,
  nightPrices: [140_000],
  nights: 1,
  total: 140_000,
  roomsLeft: 3,
  restriction: null,
  photos: [],
  ...patch,
});
const availability: HotelAvailability = {
  hotelId: 'h1',
  checkIn: today,
  checkOut: tomorrow,
  nights: 1,
  rooms: [
    room({}),
    room({ roomId: 'suite', name: 'Suite junior', capacity: 3, pricePerNight: 340_000, total: 340_000 }),
  ],
};
const booked = { ...flightBooking(), id: 'made-1', reference: 'MB-PH0NE2', kind: 'HOTEL' as const };

/** Answers the availability of the stay, and `posts` in turn to the bookings taken. */
function answer(...posts: Array<() => Promise<Response>>) {
  fetchMock.mockImplementation(async (url, init) => {
    if (init?.method === 'POST') return (posts.shift() ?? (() => Response.json(booked, { status: 201 })))();
    if (String(url).startsWith('/api/hotels/h1/availability')) return Response.json(availability);
    return Response.json({});
  });
}

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

async function renderForm() {
  await renderRoutes(
    createRootRoute({
      component: () => <DeskBookingPage hotelId="h1" hotelName="Hôtel des Jacarandas" onBooked={onBooked} />,
    }),
  );
  await screen.findByRole('heading', { name: 'Chambre standard' });
}

function choose(roomName: string, quantity: number) {
  fireEvent.change(screen.getByRole('combobox', { name: `Nombre de chambres « ${roomName} »` }), {
    target: { value: String(quantity) },
  });
}

function fillGuest() {
  fireEvent.change(screen.getByRole('textbox', { name: /Nom complet du client/ }), {
    target: { value: 'Hery Rakoto' },
  });
  fireEvent.change(screen.getByRole('textbox', { name: /Téléphone du client/ }), {
    target: { value: '034 12 345 67' },
  });
  fireEvent.click(screen.getByRole('radio', { name: 'Sur place' }));
}

const book = () => fireEvent.click(screen.getByRole('button', { name: 'Réserver' }));

beforeAll(() => initI18nWithEveryText('fr'));
beforeEach(async () => {
  await changeLanguage('fr');
  sessionStorage.clear();
  fetchMock.mockReset();
  onBooked.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('a booking taken by the hotel', () => {
  it('offers tonight, the rooms free with their price, and books nothing until the guest is right', async () => {
    answer();
    await renderForm();

    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      `/api/hotels/h1/availability?checkIn=${today}&checkOut=${tomorrow}`,
    );
    expect(screen.getByRole('button', { name: 'Réserver' }).hasAttribute('disabled')).toBe(true);
    choose('Chambre standard', 1);
    expect(screen.getByRole('region', { name: 'Récapitulatif' }).textContent).toContain('Total du séjour');

    fireEvent.change(screen.getByRole('textbox', { name: /Téléphone du client/ }), {
      target: { value: '12' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /E-mail du client/ }), {
      target: { value: 'pas-un-mail' },
    });
    book();

    expect(await screen.findByText('Numéro de téléphone invalide')).toBeTruthy();
    expect(screen.getByText('Adresse e-mail invalide')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Nom complet du client/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(posts()).toHaveLength(0);
  });

  it('says which room was sold meanwhile, counts the rooms again, and keeps its key across a retry', async () => {
    answer(
      async () => Promise.reject(new TypeError('Failed to fetch')),
      async () =>
        Response.json(
          { code: 'SOLD_OUT', message: 'Sold out', details: { roomIds: ['standard'] } },
          { status: 409 },
        ),
    );
    await renderForm();
    choose('Chambre standard', 1);
    fillGuest();

    book();
    expect(await screen.findByText(/La réponse du serveur ne nous est pas parvenue/)).toBeTruthy();
    book();
    const alert = await screen.findByText(/Plus de Chambre standard libre sur une nuit de ce séjour/);
    expect(alert).toBeTruthy();

    const [first, second] = posts();
    expect(String(first?.[0])).toBe('/api/partner/hotels/h1/bookings');
    expect(JSON.parse(String(first?.[1]?.body))).toEqual({
      checkIn: today,
      checkOut: tomorrow,
      guests: 2,
      rooms: [{ roomId: 'standard', quantity: 1 }],
      guest: { name: 'Hery Rakoto', phone: '034 12 345 67' },
      specialRequests: '',
      source: 'WALK_IN',
    });
    const key = (call: typeof first) => new Headers(call?.[1]?.headers).get('Idempotency-Key');
    expect(key(first)).toMatch(/^[0-9a-f]{32}$/);
    expect(key(second)).toBe(key(first));
    // The rooms are counted again for the stay.
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/availability')).length).toBe(2),
    );
    expect(onBooked).not.toHaveBeenCalled();
  });

  it('puts the refused fields back under their names, then opens the booking once made', async () => {
    answer(async () =>
      Response.json(
        {
          code: 'VALIDATION_ERROR',
          message: 'Invalid input',
          details: { issues: [{ path: 'guests', message: 'Too many guests for these rooms' }] },
        },
        { status: 400 },
      ),
    );
    await renderForm();
    choose('Suite junior', 1);
    fillGuest();
    book();

    const guests = await screen.findByText('Trop de voyageurs pour ces chambres');
    expect(guests).toBeTruthy();
    book();
    await waitFor(() => expect(onBooked).toHaveBeenCalledWith(expect.objectContaining({ id: 'made-1' })));
    const stay = within(screen.getByRole('region', { name: 'Séjour' }));
    expect(stay.queryByText('Trop de voyageurs pour ces chambres')).toBeNull();
  });
});
