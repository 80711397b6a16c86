import { describe, expect, it } from 'vitest';
import {
  type FlightMailFlight,
  flightBookedMail,
  flightCancelledByAirlineMail,
  flightCancelledMail,
  flightReleasedMail,
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

  it('say who cancelled and what is refunded, and how; nothing promised when nothing was paid', () => {
    const byGuest = (refunds: Array<{ amount: number; method: 'MVOLA' }>) =>
      renderMail(
        flightCancelledMail.en({
          reference: 'K7PQ2X',
          flights: [outbound],
          cancelledBy: 'GUEST',
          refunds,
          url: 'u',
        }),
        'en',
      ).text;
    expect(byGuest([])).toContain('You paid nothing for this booking: you will not be charged.');
    expect(byGuest([])).toContain('Your Flex fare allowed this cancellation free of charge.');
    const light = renderMail(
      flightCancelledMail.en({
        reference: 'K7PQ2X',
        flights: [{ ...outbound, fareFamily: 'LIGHT' }],
        cancelledBy: 'GUEST',
        refunds: [],
        url: 'u',
      }),
      'en',
    ).text;
    expect(light).toContain('You cancelled it before paying for it: no ticket had been issued.');
    expect(light).not.toContain('Flex');
    const paid = byGuest([{ amount: 1_250_000, method: 'MVOLA' }]);
    expect(paid).not.toContain('will not be charged');
    expect(paid).toMatch(/Ar\s1,250,000 paid with MVola, refunded to the MVola number that paid/);
    expect(paid).toContain('You will receive an email as soon as the refund is made');

    const byAirline = (refunds: Array<{ amount: number; method: 'ORANGE_MONEY' }>) =>
      renderMail(
        flightCancelledByAirlineMail.en({
          reference: 'K7PQ2X',
          cancelledFlight: outbound,
          otherFlights: [],
          refunds,
          searchUrl: 'https://madabook.mg/flights?from=TNR&to=RUN',
          url: 'https://madabook.mg/account/trips',
        }),
        'en',
      );
    const refunded = byAirline([{ amount: 1_250_000, method: 'ORANGE_MONEY' }]);
    expect(refunded.subject).toBe('Flight cancelled MT 102 — booking K7PQ2X');
    expect(refunded.text).toContain('We are sorry: Mada Test Air cancelled this flight.');
    expect(refunded.text).toContain('Your booking K7PQ2X is therefore cancelled for all passengers.');
    expect(refunded.text).toMatch(
      /Ar\s1,250,000 paid with Orange Money, refunded to the Orange Money account that paid/,
    );
    expect(refunded.text).toContain('Search another flight: https://madabook.mg/flights?from=TNR&to=RUN');
    const unpaid = byAirline([]).text;
    expect(unpaid).not.toMatch(/refunded/);
    expect(unpaid).toContain('You paid nothing for this booking: you will not be charged.');
  });

  it('tell a journey left unpaid that its seats were released, in French too', () => {
    const released = renderMail(
      flightReleasedMail.fr({ reference: 'K7PQ2X', flights: [outbound], refunds: [], url: 'u' }),
      'fr',
    );
    expect(released.subject).toBe(
      'Réservation non payée, places libérées K7PQ2X — Antananarivo → Saint-Denis',
    );
    expect(released.text).toContain("attendait son paiement en ligne, qui n'est pas arrivé dans le délai");
    expect(released.text).toContain("Vous n'avez rien payé pour cette réservation");
    expect(released.text).not.toContain('Notre équipe');
  });
});
