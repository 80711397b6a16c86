import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18nWithEveryText } from '@/test/i18n';
import { bookingParamsOf, checkBookingRequest } from './booking-request';
import { bookingParamsSchema } from './booking-url';
import { decodeRoomSelection, encodeRoomSelection } from './room-selection';

const deluxe = '37194b94-2c5e-42aa-a774-56481f6c9e9d';
const suite = '7dbdf785-8580-428f-828a-ba9422563eca';

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T09:00:00Z'));
  await initI18nWithEveryText('fr');
});
afterAll(() => vi.useRealTimers());

describe('the room selection in an address', () => {
  it('is written roomId:quantity, leaving out the rooms not taken', () => {
    expect(
      encodeRoomSelection([
        { roomId: deluxe, quantity: 2 },
        { roomId: suite, quantity: 0 },
      ]),
    ).toBe(`${deluxe}:2`);
  });

  it('reads back what it wrote', () => {
    const selection = [
      { roomId: deluxe, quantity: 2 },
      { roomId: suite, quantity: 1 },
    ];
    expect(decodeRoomSelection(encodeRoomSelection(selection))).toEqual(selection);
  });

  it.each([
    ['nothing', ''],
    ['no quantity', deluxe],
    ['a zero', `${deluxe}:0`],
    ['a word', `${deluxe}:two`],
    ['the same room twice', `${deluxe}:1,${deluxe}:2`],
    ['more than 10 rooms', `${deluxe}:6,${suite}:5`],
    ['a number', 12],
  ])('refuses %s', (_, value) => {
    expect(decodeRoomSelection(value)).toBeUndefined();
  });
});

describe('the review page address', () => {
  const stay = { checkIn: '2027-02-05', checkOut: '2027-02-08', guests: 3 };

  it('carries the stay and the rooms from the hotel page to the review, through the sign-in', () => {
    const params = bookingParamsOf(stay, [
      { roomId: deluxe, quantity: 1 },
      { roomId: suite, quantity: 1 },
    ]);
    // The router hands the review page its search as it parsed the address.
    const arrived = bookingParamsSchema.parse(JSON.parse(JSON.stringify(params)));
    expect(checkBookingRequest(arrived)).toEqual({
      request: {
        ...stay,
        rooms: [
          { roomId: deluxe, quantity: 1 },
          { roomId: suite, quantity: 1 },
        ],
      },
    });
  });

  it('says what is wrong with a hand-made address, in the visitor’s language', () => {
    expect(
      checkBookingRequest({ checkIn: '2026-11-01', checkOut: '2026-11-03', guests: 2, rooms: 'x' }).issues,
    ).toEqual([
      { field: 'rooms', message: 'Aucune chambre choisie, ou une sélection illisible (10 chambres au plus)' },
    ]);
    expect(
      checkBookingRequest({ ...stay, checkIn: '2026-11-01', checkOut: '2026-11-03', rooms: `${deluxe}:1` })
        .issues,
    ).toEqual([{ field: 'checkIn', message: "L'arrivée ne peut pas être dans le passé" }]);
  });
});
