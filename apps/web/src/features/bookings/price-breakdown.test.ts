import type { RoomAvailability } from '@madabook/contracts';
import { describe, expect, it } from 'vitest';
import { priceBreakdown } from './price-breakdown';

const room = (
  roomId: string,
  pricePerNight: number,
  capacity: number,
  roomsLeft: number,
): RoomAvailability => ({
  roomId,
  name: `Room ${roomId}`,
  description: '',
  type: 'DOUBLE',
  capacity,
  pricePerNight,
  nights: 3,
  total: pricePerNight * 3,
  roomsLeft,
  photos: [],
});

const availability = { nights: 3, rooms: [room('deluxe', 150_000, 2, 4), room('villa', 900_000, 6, 1)] };

describe('priceBreakdown', () => {
  it('counts nights × rooms × price for each room type, and the total', () => {
    const breakdown = priceBreakdown(
      [
        { roomId: 'deluxe', quantity: 2 },
        { roomId: 'villa', quantity: 1 },
      ],
      availability,
    );
    expect(breakdown.lines.map((line) => [line.name, line.subtotal])).toEqual([
      ['Room deluxe', 900_000],
      ['Room villa', 2_700_000],
    ]);
    expect(breakdown.total).toBe(3_600_000);
    expect(breakdown.capacity).toBe(10);
    expect(breakdown.unavailable).toEqual([]);
  });

  it('names the rooms that are gone or too few', () => {
    const breakdown = priceBreakdown(
      [
        { roomId: 'villa', quantity: 2 },
        { roomId: 'removed', quantity: 1 },
      ],
      availability,
    );
    expect(breakdown.unavailable).toEqual(['villa', 'removed']);
    expect(breakdown.lines.map((line) => line.roomId)).toEqual(['villa']);
  });

  it('is empty for an empty selection', () => {
    expect(priceBreakdown([], availability)).toEqual({ lines: [], total: 0, capacity: 0, unavailable: [] });
  });
});
