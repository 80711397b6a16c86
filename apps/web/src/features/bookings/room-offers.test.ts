import type { RoomAvailability, StayRestriction } from '@madabook/contracts';
import { describe, expect, it } from 'vitest';
import { byOffer, isBookable } from './room-offers';

const room = (
  roomId: string,
  pricePerNight: number,
  roomsLeft: number,
  restriction: StayRestriction | null = null,
): RoomAvailability => ({
  roomId,
  name: roomId,
  description: '',
  type: 'DOUBLE',
  capacity: 2,
  pricePerNight,
  nightPrices: [pricePerNight, pricePerNight],
  nights: 2,
  total: pricePerNight * 2,
  roomsLeft,
  restriction,
  photos: [],
});

const closed: StayRestriction = { reason: 'CLOSED', minNights: null };
const minStay: StayRestriction = { reason: 'MIN_STAY', minNights: 3 };

describe('byOffer', () => {
  it('puts bookable and sold-out rooms first, cheapest first, then restricted ones, cheapest first', () => {
    const rooms = [
      room('villa-closed', 50_000, 0, closed),
      room('suite', 300_000, 2),
      room('bungalow-min-stay', 80_000, 0, minStay),
      room('double', 120_000, 0),
    ];
    expect(rooms.sort(byOffer).map((offer) => offer.roomId)).toEqual([
      'double',
      'suite',
      'villa-closed',
      'bungalow-min-stay',
    ]);
  });
});

describe('isBookable', () => {
  it('needs rooms left and no restriction', () => {
    expect(isBookable(room('double', 100_000, 2))).toBe(true);
    expect(isBookable(room('double', 100_000, 0))).toBe(false);
    expect(isBookable(room('double', 100_000, 2, minStay))).toBe(false);
  });
});
