import { createBatch } from './bulk-insert';
import { type Catalogue, cityKeyOf } from './catalogue';
import type { Inventory } from './inventory';
import { tables } from './tables';
import type { Timeline } from './timeline';

/**
 * The calendar rows, as the app keeps them: one per room type and night that
 * has rooms sold (by confirmed or completed stays) or a price of its own.
 * Rooms for sale follow the room type's quantity (no override).
 */
export function* planRoomNights(deps: {
  catalogue: Catalogue;
  timeline: Timeline;
  inventory: Inventory;
  batchSize: number;
}) {
  const { catalogue, timeline, inventory, batchSize } = deps;
  const batch = createBatch(tables.roomNight);
  let count = 0;
  for (let index = 0; index < catalogue.rooms.length; index++) {
    const room = catalogue.rooms[index];
    if (!room) continue;
    const hotel = catalogue.hotels[room.hotelIndex];
    const priced = room.highSeasonPrice !== room.price;
    for (let night = 0; night < timeline.days; night++) {
      const sold = inventory.soldOn(index, night);
      const ownPrice = priced && timeline.highSeason[night] === 1;
      if (sold === 0 && !ownPrice) continue;
      batch.add(
        room.id,
        timeline.iso[night],
        hotel?.id,
        hotel && cityKeyOf(hotel.city),
        room.quantity,
        sold,
        ownPrice ? room.highSeasonPrice : null,
      );
      count++;
      if (batch.size >= batchSize) yield { batch, count };
    }
  }
  yield { batch, count };
}
