import type { RoomAvailability } from '@madabook/contracts';
import { describe, expect, it } from 'vitest';
import { priceBreakdown } from './price-breakdown';

const room = (
  roomId: string,
  pricePerNight: number,
  capacity: number,
  roomsLeft: number,
  nightPrices = [pricePerNight, pricePerNight, pricePerNight],
): RoomAvailability => ({
  roomId,
  name: `Room ${roomId}`,
  description: '',
  type: 'DOUBLE',
  capacity,
  pricePerNight,
  nightPrices,
  nights: 3,
  total: nightPrices.reduce((sum, price) => sum + price, 0),
  roomsLeft,
  restriction: null,
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

  it('counts each night at its own price when the nights differ', () => {
    // 130 000 on two nights (+30%), 100 000 on the third: an average of 120 000.
    const seasonal = room('bungalow', 120_000, 2, 3, [130_000, 130_000, 100_000]);
    const breakdown = priceBreakdown([{ roomId: 'bungalow', quantity: 2 }], { nights: 3, rooms: [seasonal] });
    expect(breakdown.lines).toEqual([
      {
        roomId: 'bungalow',
        name: 'Room bungalow',
        quantity: 2,
        nights: 3,
        pricePerNight: 120_000,
        nightPrices: [130_000, 130_000, 100_000],
        subtotal: 720_000,
      },
    ]);
    expect(breakdown.total).toBe(720_000);
  });

  it('counts a room the calendar closes for the stay as unavailable', () => {
    const closed = {
      ...room('suite', 200_000, 2, 0),
      restriction: { reason: 'CLOSED' as const, minNights: null },
    };
    expect(
      priceBreakdown([{ roomId: 'suite', quantity: 1 }], { nights: 3, rooms: [closed] }).unavailable,
    ).toEqual(['suite']);
  });

  it('is empty for an empty selection', () => {
    expect(priceBreakdown([], availability)).toEqual({ lines: [], total: 0, capacity: 0, unavailable: [] });
  });
});
