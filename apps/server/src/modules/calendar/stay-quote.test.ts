import { describe, expect, it } from 'vitest';
import { alignNights, type CalendarNight, quoteStay } from './stay-quote';

const room = { quantity: 4, pricePerNight: 100_000 };
const night = (overrides: Partial<CalendarNight> = {}): CalendarNight => ({
  night: '',
  forSale: 4,
  sold: 0,
  price: null,
  closed: false,
  closedToArrival: false,
  minStay: null,
  ...overrides,
});

describe('quoting a stay from the calendar', () => {
  it('sells the room type’s defaults on nights without a row', () => {
    expect(quoteStay(room, [undefined, undefined])).toEqual({
      roomsLeft: 4,
      nightPrices: [100_000, 100_000],
      total: 200_000,
      pricePerNight: 100_000,
      restriction: null,
    });
  });

  it('adds each night’s own price and keeps the rooms free on the busiest night', () => {
    const quote = quoteStay(room, [night({ sold: 1 }), night({ price: 130_000, sold: 3 }), undefined]);
    expect(quote).toMatchObject({ roomsLeft: 1, nightPrices: [100_000, 130_000, 100_000], total: 330_000 });
    expect(quote.pricePerNight).toBe(110_000);
    expect(quoteStay(room, [night({ forSale: 6, sold: 1 })]).roomsLeft).toBe(5);
  });

  it('gives the reason a stay is refused, a closure before an arrival rule', () => {
    expect(quoteStay(room, [night({ minStay: 3 }), night({ closed: true })]).restriction).toEqual({
      reason: 'CLOSED',
      minNights: null,
    });
    expect(quoteStay(room, [night({ closedToArrival: true, minStay: 3 })]).restriction).toEqual({
      reason: 'CLOSED_TO_ARRIVAL',
      minNights: null,
    });
    const short = quoteStay(room, [night({ minStay: 3 }), undefined]);
    expect(short).toMatchObject({ roomsLeft: 0, restriction: { reason: 'MIN_STAY', minNights: 3 } });
    expect(quoteStay(room, [night({ minStay: 2 }), undefined]).restriction).toBeNull();
    // Rules of a later night concern arrivals on that night only.
    expect(quoteStay(room, [undefined, night({ minStay: 5, closedToArrival: true })]).restriction).toBeNull();
  });

  it('lays rows on the nights asked for', () => {
    const rows = [{ night: 'b', value: 1 }];
    expect(alignNights(rows, ['a', 'b', 'c'])).toEqual([undefined, rows[0], undefined]);
  });
});
