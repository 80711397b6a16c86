import type { FlightDirection } from '@madabook/contracts';
import { describe, expect, it } from 'vitest';
import { hotelSuggestion } from './hotel-suggestion';

const flight = (direction: FlightDirection, city: string, departure: string, arrival: string) => ({
  direction,
  to: { city },
  departure,
  arrival,
});

const family = { adults: 2, children: 1, infants: 1 };

describe('the hotel offered after a flight', () => {
  it('is in the arrival city from the landing day to the return flight’s day, for adults and children', () => {
    expect(
      hotelSuggestion(
        [
          flight('OUTBOUND', 'Nosy Be', '2026-12-01T08:05:00+03:00', '2026-12-01T09:35:00+03:00'),
          flight('RETURN', 'Antananarivo', '2026-12-06T15:00:00+03:00', '2026-12-06T16:30:00+03:00'),
        ],
        family,
      ),
    ).toEqual({ city: 'Nosy Be', checkIn: '2026-12-01', checkOut: '2026-12-06', guests: 3 });
  });

  it('after a one-way flight, is for two nights', () => {
    expect(
      hotelSuggestion(
        [flight('OUTBOUND', 'Nosy Be', '2026-12-01T08:05:00+03:00', '2026-12-01T09:35:00+03:00')],
        { adults: 1, children: 0, infants: 0 },
      ),
    ).toEqual({ city: 'Nosy Be', checkIn: '2026-12-01', checkOut: '2026-12-03', guests: 1 });
  });

  it('after a connection, is where the last flight lands, on its local date', () => {
    expect(
      hotelSuggestion(
        [
          flight('OUTBOUND', 'Antananarivo', '2026-12-01T19:00:00+03:00', '2026-12-01T20:30:00+03:00'),
          flight('OUTBOUND', 'Saint-Denis', '2026-12-01T22:50:00+03:00', '2026-12-02T01:20:00+04:00'),
        ],
        family,
      ),
    ).toMatchObject({ city: 'Saint-Denis', checkIn: '2026-12-02', checkOut: '2026-12-04' });
  });

  it('is none for a return the same day', () => {
    expect(
      hotelSuggestion(
        [
          flight('OUTBOUND', 'Nosy Be', '2026-12-01T08:05:00+03:00', '2026-12-01T09:35:00+03:00'),
          flight('RETURN', 'Antananarivo', '2026-12-01T18:00:00+03:00', '2026-12-01T19:30:00+03:00'),
        ],
        family,
      ),
    ).toBeNull();
  });

  it('stops at the longest stay a hotel booking allows', () => {
    expect(
      hotelSuggestion(
        [
          flight('OUTBOUND', 'Nosy Be', '2026-12-01T08:05:00+03:00', '2026-12-01T09:35:00+03:00'),
          flight('RETURN', 'Antananarivo', '2027-02-15T15:00:00+03:00', '2027-02-15T16:30:00+03:00'),
        ],
        family,
      )?.checkOut,
    ).toBe('2026-12-31');
  });
});
