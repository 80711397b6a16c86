import { describe, expect, it } from 'vitest';
import { roomsLeftForStay, unavailableRooms } from './availability';

const sold = (entries: Record<string, number>) => new Map(Object.entries(entries));

describe('availability rules', () => {
  it('counts the nights from check-in to the day before check-out', () => {
    // Two of three rooms taken on the 10th and 11th.
    const taken = sold({ '2026-12-10': 2, '2026-12-11': 2 });
    expect(roomsLeftForStay(3, taken, '2026-12-10', '2026-12-12')).toBe(1);
  });

  it('leaves the check-out day free for the next arrival (back-to-back stays)', () => {
    // A stay of the 10th and 11th, every room taken; the next guest arrives on the 12th.
    const taken = sold({ '2026-12-10': 3, '2026-12-11': 3 });
    expect(roomsLeftForStay(3, taken, '2026-12-12', '2026-12-14')).toBe(3);
    expect(roomsLeftForStay(3, taken, '2026-12-08', '2026-12-10')).toBe(3);
  });

  it('refuses a stay that crosses one fully sold night', () => {
    const taken = sold({ '2026-12-13': 3 });
    expect(roomsLeftForStay(3, taken, '2026-12-10', '2026-12-16')).toBe(0);
    expect(
      unavailableRooms(
        [{ roomId: 'r', quantity: 1 }],
        new Map([['r', { quantity: 3, sold: taken }]]),
        '2026-12-10',
        '2026-12-16',
      ),
    ).toEqual([{ roomId: 'r', quantity: 1 }]);
  });

  it('takes the busiest night of the stay', () => {
    const taken = sold({ '2026-12-10': 1, '2026-12-11': 4, '2026-12-12': 2 });
    expect(roomsLeftForStay(5, taken, '2026-12-10', '2026-12-13')).toBe(1);
  });

  it('never offers a room type of quantity 0', () => {
    expect(roomsLeftForStay(0, sold({}), '2026-12-10', '2026-12-11')).toBe(0);
    expect(
      unavailableRooms(
        [{ roomId: 'r', quantity: 1 }],
        new Map([['r', { quantity: 0, sold: sold({}) }]]),
        '2026-12-10',
        '2026-12-11',
      ),
    ).toHaveLength(1);
  });

  it('never goes below zero when a quantity was lowered under what is sold', () => {
    expect(roomsLeftForStay(2, sold({ '2026-12-10': 5 }), '2026-12-10', '2026-12-11')).toBe(0);
  });

  it('treats an unknown room as unavailable and a fitting one as available', () => {
    const inventory = new Map([['r', { quantity: 2, sold: sold({ '2026-12-10': 1 }) }]]);
    expect(
      unavailableRooms(
        [
          { roomId: 'r', quantity: 1 },
          { roomId: 'gone', quantity: 1 },
        ],
        inventory,
        '2026-12-10',
        '2026-12-11',
      ),
    ).toEqual([{ roomId: 'gone', quantity: 1 }]);
  });
});
