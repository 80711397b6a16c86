import { passengersFor } from '../../apps/server/src/modules/bookings/test-flights';
import type { Traveller } from './travellers';

export const guestDetails = { name: 'Soa Rasoa', phone: '+261 34 12 345 67' };

export interface StayRequest {
  hotelId: string;
  roomId: string;
  checkIn: string;
  checkOut: string;
  quantity?: number;
  payment?: { method: 'MVOLA' | 'ORANGE_MONEY' | 'PAY_AT_PROPERTY' };
}

function post(url: string, path: string, traveller: Traveller, body: unknown, idempotencyKey?: string) {
  return fetch(new URL(path, url), {
    method: 'POST',
    headers: { ...traveller.headers, ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}) },
    body: JSON.stringify(body),
  });
}

/** `POST /api/bookings`, as the SPA sends it. */
export function bookStay(url: string, traveller: Traveller, stay: StayRequest, idempotencyKey?: string) {
  const { roomId, quantity = 1, ...rest } = stay;
  return post(
    url,
    '/api/bookings',
    traveller,
    { ...rest, rooms: [{ roomId, quantity }], guest: guestDetails },
    idempotencyKey,
  );
}

/** `POST /api/flight-bookings` of one searched offer for one adult, the traveller as contact. */
export function bookFlight(
  url: string,
  traveller: Traveller,
  offer: { offerId: string; departureDate: string },
  idempotencyKey?: string,
) {
  return post(
    url,
    '/api/flight-bookings',
    traveller,
    {
      offerIds: [offer.offerId],
      passengers: passengersFor(offer.departureDate, { adults: 1 }),
      contact: { email: traveller.email, phone: guestDetails.phone },
    },
    idempotencyKey,
  );
}

/** `POST /api/bookings/{id}/cancel` by the traveller who booked. */
export const cancelBooking = (url: string, traveller: Traveller, bookingId: string) =>
  post(url, `/api/bookings/${bookingId}/cancel`, traveller, {});
