/**
 * Rooms sold per room type and night, kept in memory while bookings are drawn
 * so that none oversells, exactly as the app's calendar refuses it.
 */
export function createInventory(quantities: ArrayLike<number>, days: number) {
  const rooms = quantities.length;
  const sold = new Uint16Array(rooms * days);
  return {
    days,
    fits(room: number, firstNight: number, nights: number, quantity: number): boolean {
      const limit = (quantities[room] as number) - quantity;
      if (limit < 0) return false;
      const base = room * days + firstNight;
      for (let night = 0; night < nights; night++) if ((sold[base + night] as number) > limit) return false;
      return true;
    },
    take(room: number, firstNight: number, nights: number, quantity: number) {
      const base = room * days + firstNight;
      for (let night = 0; night < nights; night++)
        sold[base + night] = (sold[base + night] as number) + quantity;
    },
    soldOn: (room: number, night: number) => sold[room * days + night] as number,
  };
}

export type Inventory = ReturnType<typeof createInventory>;
