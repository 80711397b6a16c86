import { describe, expect, it } from 'vitest';
import {
  type FlightMailFlight,
  flightBookedMail,
  flightCancelledByAirlineMail,
  flightCancelledMail,
} from '../../mail/templates/flight-mails';
import { renderMail } from '../../mail/templates/render';

const outbound: FlightMailFlight = {
  direction: 'OUTBOUND',
  flightNumber: 'MT 102',
  airline: { code: 'MT', name: 'Mada Test Air' },
  from: { code: 'TNR', name: 'Ivato', city: 'Antananarivo' },
  to: { code: 'RUN', name: 'Roland Garros', city: 'Saint-Denis' },
  departure: '2027-03-02T22:30:00+03:00',
  arrival: '2027-03-03T00:45:00+04:00',
  cabin: 'BUSINESS',
  fareFamily: 'FLEX',
};

describe('flight mails in English', () => {
  it('give the e-ticket with local times, the next-day arrival, bags and the printable link', () => {
    const content = flightBookedMail.en({
      reference: 'K7PQ2X',
      passengers: [{ firstName: 'Rova', lastName: 'Rakoto', type: 'ADULT' }],
      flights: [outbound],
      total: 1_250_000,
      freeCancellationUntil: '2027-03-02T16:30:00.000Z',
      url: 'https://madabook.mg/account/trips/b1',
      printUrl: 'https://madabook.mg/account/trips/b1/print',
    });
    const { subject, text } = renderMail(content, 'en');
    expect(subject).toBe('E-ticket K7PQ2X — Antananarivo → Saint-Denis');
    expect(text).toContain('Outbound · MT 102 · Mada Test Air');
    expect(text).toContain('Tuesday, 2 March 2027');
    expect(text).toContain('22:30 Antananarivo (TNR) → 00:45 (+1) Saint-Denis (RUN)');
    expect(text).toContain('Business, Flex fare (2 checked bags)');
    expect(text).toContain('Rova Rakoto (adult)');
    expect(text).toContain('Free cancellation until 2 March 2027 at 19:30 (Madagascar time).');
    expect(text).toContain('Printable e-ticket: https://madabook.mg/account/trips/b1/print');
  });

  it('say who cancelled, and apologise with a full refund when the airline did', () => {
    const byGuest = renderMail(
      flightCancelledMail.en({ reference: 'K7PQ2X', flights: [outbound], cancelledBy: 'GUEST', url: 'u' }),
      'en',
    );
    expect(byGuest.text).toContain('Your Flex fare is refundable: you will not be charged.');
    const byAirline = renderMail(
      flightCancelledByAirlineMail.en({
        reference: 'K7PQ2X',
        cancelledFlight: outbound,
        otherFlights: [],
        total: 1_250_000,
        searchUrl: 'https://madabook.mg/flights?from=TNR&to=RUN',
        url: 'https://madabook.mg/account/trips',
      }),
      'en',
    );
    expect(byAirline.subject).toBe('Flight cancelled MT 102 — booking K7PQ2X');
    expect(byAirline.text).toContain('We are sorry: Mada Test Air cancelled this flight.');
    expect(byAirline.text).toContain('Your booking K7PQ2X is therefore cancelled for all passengers.');
    expect(byAirline.text).toMatch(/The full amount, Ar\s1,250,000, will be refunded to you/);
    expect(byAirline.text).toContain('Search another flight: https://madabook.mg/flights?from=TNR&to=RUN');
  });
});
