import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { initI18nWithEveryText } from '@/test/i18n';
import { activeFilterCount, checkHotelSearch } from './search-params';
import { hotelSearchParamsSchema } from './search-url';

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T09:00:00Z'));
  await initI18nWithEveryText('fr');
});
beforeEach(() => changeLanguage('fr'));
afterAll(() => vi.useRealTimers());

const messages = (params: unknown) =>
  checkHotelSearch(hotelSearchParamsSchema.parse(params)).issues?.map((issue) => issue.message);

describe('the search in the address of /hotels', () => {
  it('searches the coming weekend for two, in one room, recommended first, page 1, by default', () => {
    expect(checkHotelSearch(hotelSearchParamsSchema.parse({})).search).toEqual({
      checkIn: '2026-11-27',
      checkOut: '2026-11-29',
      guests: 2,
      rooms: 1,
      sort: 'recommended',
      page: 1,
      pageSize: 10,
    });
  });

  it('reads what the router gives: numbers, lists, and lists typed by hand', () => {
    const params = hotelSearchParamsSchema.parse({
      city: ' Nosy Be ',
      checkIn: '2027-02-05',
      checkOut: '2027-02-08',
      guests: 3,
      rooms: '2',
      stars: [4, 5],
      amenities: 'wifi-id,pool-id',
      tier: 'PREMIUM',
      minPrice: 50000,
      sort: 'price-asc',
      page: 2,
    });
    const { search } = checkHotelSearch(params);
    expect(search).toMatchObject({
      city: 'Nosy Be',
      guests: 3,
      rooms: 2,
      stars: [4, 5],
      amenities: ['wifi-id', 'pool-id'],
      tier: 'PREMIUM',
      minPrice: 50000,
      sort: 'price-asc',
      page: 2,
    });
    expect(activeFilterCount(search ?? {})).toBe(6);
  });

  it('explains the stay rules in French', () => {
    expect(messages({ checkIn: '2026-11-01', checkOut: '2026-11-01' })).toEqual([
      "Le départ doit être après l'arrivée",
      "L'arrivée ne peut pas être dans le passé",
    ]);
    expect(messages({ checkIn: '2027-01-01', checkOut: '2027-03-01' })).toEqual([
      'Un séjour dure au plus 30 nuits',
    ]);
  });

  it('explains bad values field by field, once each, in English too', async () => {
    await changeLanguage('en');
    expect(
      messages({ checkIn: 'tomorrow', guests: 0, stars: [7], sort: 'cheapest', tier: 'LUXURY' }),
    ).toEqual([
      'Choose a valid check-in date (for example 2026-12-24)',
      'Invalid number of guests: from 1 to 200',
      'Invalid stars: from 1 to 5',
      'Invalid category: Standard or Premium',
      'Unknown sort order',
    ]);
  });

  it('still checks the dates when another field is wrong', () => {
    expect(messages({ checkIn: '2026-11-01', checkOut: '2026-11-01', guests: 0 })).toEqual([
      'Nombre de voyageurs invalide : de 1 à 200',
      "Le départ doit être après l'arrivée",
      "L'arrivée ne peut pas être dans le passé",
      'Chaque chambre accueille au moins un voyageur, et au plus 20',
    ]);
  });

  it('never throws on what cannot be read: it is left to the defaults', () => {
    expect(hotelSearchParamsSchema.parse({ city: { evil: true }, stars: { a: 1 } })).toEqual({
      city: undefined,
      stars: undefined,
    });
  });
});
