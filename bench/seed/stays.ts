import type { Random } from '../shared/random';
import { weightedTable } from '../shared/random';

/** Stay lengths, 1 to 14 nights, mostly short, with a bump at a week and two. */
export const nightsTable = weightedTable<number>([
  [1, 24],
  [2, 22],
  [3, 16],
  [4, 10],
  [5, 7],
  [6, 5],
  [7, 6],
  [8, 2],
  [9, 1.5],
  [10, 1.5],
  [11, 1],
  [12, 0.8],
  [13, 0.6],
  [14, 1.6],
]);
export const maxNights = 14;

/** Rooms per booking: one for most, up to three. */
export const roomsTable = weightedTable<number>([
  [1, 80],
  [2, 15],
  [3, 5],
]);

const mean = (table: typeof nightsTable) =>
  table.items.reduce((sum, item, index) => {
    const weight =
      (table.cumulative[index] as number) - (index > 0 ? (table.cumulative[index - 1] as number) : 0);
    return sum + item * weight;
  }, 0) / table.total;

/** Room-nights an average booking takes: what sizes the history for a target occupancy. */
export const roomNightsPerBooking = mean(nightsTable) * mean(roomsTable);

/** Guests in one room of this capacity: mostly full, sometimes one or more beds left. */
export function guestsInRoom(random: Random, capacity: number): number {
  if (capacity <= 1 || !random.chance(0.35)) return capacity;
  return capacity - random.int(1, capacity - 1);
}
