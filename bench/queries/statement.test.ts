import { describe, expect, it } from 'vitest';
import { amenitiesOfHotels, findHotel } from '../../apps/server/src/modules/hotels/hotels.repo';
import { listPhotos } from '../../apps/server/src/modules/photos/photos.repo';
import { capture, template } from './statement';

describe('template', () => {
  it('sends what the repository function sends, for every shape of values', async () => {
    const photos = template((db, ids: readonly string[]) => listPhotos(db, 'room', [...ids]));
    for (const ids of [['r1'], ['r2', 'r3', 'r4'], ['r5']]) {
      const [expected] = await capture((db) => listPhotos(db, 'room', ids));
      expect(await photos(ids)).toEqual(expected);
    }
    const hotel = template((db, id: string) => findHotel(db, id));
    expect(await hotel('h1')).toEqual((await capture((db) => findHotel(db, 'h1')))[0]);
  });

  it('answers nothing where the function sends nothing, and keeps what it sends for an empty list', async () => {
    expect(
      await template((db, ids: readonly string[]) => listPhotos(db, 'hotel', [...ids]))([]),
    ).toBeUndefined();
    const amenities = template((db, ids: readonly string[]) => amenitiesOfHotels(db, [...ids]));
    expect(await amenities([])).toEqual((await capture((db) => amenitiesOfHotels(db, [])))[0]);
  });

  it('refuses values that do not reach a parameter unchanged', async () => {
    const changed = template((db, id: string) => findHotel(db, `${id}-x`));
    await expect(changed('h1')).rejects.toThrow(/transformed/);
    const dropped = template((db, _id: string) => findHotel(db, 'always'));
    await expect(dropped('h1')).rejects.toThrow(/never reached/);
  });

  it('keeps concurrent captures apart', async () => {
    const [a, b] = await Promise.all([
      capture((db) => findHotel(db, 'a')),
      capture((db) => listPhotos(db, 'room', ['b'])),
    ]);
    expect(a.map((statement) => statement.params)).toEqual([['a']]);
    expect(b.map((statement) => statement.params)).toEqual([['b']]);
  });
});
