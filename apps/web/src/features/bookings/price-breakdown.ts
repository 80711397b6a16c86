import type { RoomAvailability } from '@madabook/contracts';
import type { RoomSelection } from './room-selection';

export type PriceLine = {
  roomId: string;
  name: string;
  quantity: number;
  nights: number;
  /** The average price of a night, rounded. */
  pricePerNight: number;
  /** One room's price on each night, in order. */
  nightPrices: number[];
  /** quantity × the stay's price of one room (the sum of its nights), as the server counts it. */
  subtotal: number;
};

export type PriceBreakdown = {
  lines: PriceLine[];
  total: number;
  /** Guests the chosen rooms sleep. */
  capacity: number;
  /** Chosen rooms that no longer exist, or not as many as asked for. */
  unavailable: string[];
};

/**
 * What the chosen rooms cost for the stay, from the hotel's availability for those dates; a room
 * the calendar closes for them counts as unavailable.
 */
export function priceBreakdown(
  selection: RoomSelection,
  availability: { nights: number; rooms: readonly RoomAvailability[] },
): PriceBreakdown {
  const lines: PriceLine[] = [];
  const unavailable: string[] = [];
  let capacity = 0;
  for (const { roomId, quantity } of selection) {
    const room = availability.rooms.find((candidate) => candidate.roomId === roomId);
    if (!room || room.restriction || room.roomsLeft < quantity) unavailable.push(roomId);
    if (!room) continue;
    capacity += room.capacity * quantity;
    lines.push({
      roomId,
      name: room.name,
      quantity,
      nights: availability.nights,
      pricePerNight: room.pricePerNight,
      nightPrices: room.nightPrices,
      subtotal: quantity * room.total,
    });
  }
  return { lines, total: lines.reduce((sum, line) => sum + line.subtotal, 0), capacity, unavailable };
}
