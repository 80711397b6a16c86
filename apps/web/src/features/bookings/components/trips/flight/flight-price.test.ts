import { describe, expect, it } from 'vitest';
import { countPassengers, flightPriceBreakdown } from './flight-price';

const outbound = { name: 'TNR → NOS', pricePerPassenger: { adult: 250_000, child: 187_500, infant: 25_000 } };
const back = { name: 'NOS → TNR', pricePerPassenger: { adult: 200_000, child: 150_000, infant: 20_000 } };

describe('the price of a flight booking', () => {
  it('is counted flight by flight and type by type, then for the whole journey', () => {
    const breakdown = flightPriceBreakdown([outbound, back], { adults: 2, children: 1, infants: 1 });
    expect(breakdown.flights).toEqual([
      {
        flight: outbound,
        lines: [
          { type: 'ADULT', count: 2, unitPrice: 250_000, amount: 500_000 },
          { type: 'CHILD', count: 1, unitPrice: 187_500, amount: 187_500 },
          { type: 'INFANT', count: 1, unitPrice: 25_000, amount: 25_000 },
        ],
        subtotal: 712_500,
      },
      {
        flight: back,
        lines: [
          { type: 'ADULT', count: 2, unitPrice: 200_000, amount: 400_000 },
          { type: 'CHILD', count: 1, unitPrice: 150_000, amount: 150_000 },
          { type: 'INFANT', count: 1, unitPrice: 20_000, amount: 20_000 },
        ],
        subtotal: 570_000,
      },
    ]);
    expect(breakdown.byType).toEqual([
      { type: 'ADULT', count: 2, unitPrice: 450_000, amount: 900_000 },
      { type: 'CHILD', count: 1, unitPrice: 337_500, amount: 337_500 },
      { type: 'INFANT', count: 1, unitPrice: 45_000, amount: 45_000 },
    ]);
    expect(breakdown.total).toBe(712_500 + 570_000);
  });

  it('leaves out the types nobody travels as', () => {
    const breakdown = flightPriceBreakdown([outbound], { adults: 1, children: 0, infants: 0 });
    expect(breakdown.flights[0]?.lines).toEqual([
      { type: 'ADULT', count: 1, unitPrice: 250_000, amount: 250_000 },
    ]);
    expect(breakdown.total).toBe(250_000);
  });

  it('counts a booking’s passengers by type', () => {
    expect(
      countPassengers([{ type: 'ADULT' }, { type: 'INFANT' }, { type: 'ADULT' }, { type: 'CHILD' }]),
    ).toEqual({
      adults: 2,
      children: 1,
      infants: 1,
    });
  });
});
