import { maxRoomsPerBooking } from '@madabook/contracts';

/** How many of each room type the traveller takes; a type they do not take is left out. */
export type RoomSelection = Array<{ roomId: string; quantity: number }>;

const entryPattern = /^([\w-]{1,64}):(\d{1,2})$/;

export const roomCount = (selection: RoomSelection) =>
  selection.reduce((sum, { quantity }) => sum + quantity, 0);

/** The selection with `quantity` rooms of a type: none leaves the type out. */
export function withQuantity(selection: RoomSelection, roomId: string, quantity: number): RoomSelection {
  const others = selection.filter((line) => line.roomId !== roomId);
  return quantity > 0 ? [...others, { roomId, quantity }] : others;
}

/** `id1:2,id2:1`: short enough for an address, readable enough to check by eye. */
export function encodeRoomSelection(selection: RoomSelection): string {
  return selection
    .filter(({ quantity }) => quantity > 0)
    .map(({ roomId, quantity }) => `${roomId}:${quantity}`)
    .join(',');
}

/** The selection of an address, or undefined when it is not one a booking can carry. */
export function decodeRoomSelection(value: unknown): RoomSelection | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  const selection: RoomSelection = [];
  for (const entry of value.split(',')) {
    const [, roomId, quantity] = entryPattern.exec(entry) ?? [];
    if (!roomId || !quantity) return undefined;
    if (Number(quantity) < 1 || selection.some((taken) => taken.roomId === roomId)) return undefined;
    selection.push({ roomId, quantity: Number(quantity) });
  }
  return roomCount(selection) <= maxRoomsPerBooking ? selection : undefined;
}
