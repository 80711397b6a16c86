import { beforeAll, describe, expect, it } from 'vitest';
import { initI18nWithEveryText } from '@/test/i18n';
import { type RoomFormValues, roomFormErrors, toRoomValues } from './room-form';

const suite: RoomFormValues = {
  name: 'Suite Baobab',
  description: '',
  type: 'SUITE',
  pricePerNight: '250 000',
  capacity: '2',
  quantity: '3',
};

beforeAll(() => initI18nWithEveryText('fr'));

describe('the room form', () => {
  it.each(['250 000', '250\u202f000', '250,000', '250000'])(
    'reads the price %s as 250 000 Ariary',
    (price) => {
      expect(roomFormErrors({ ...suite, pricePerNight: price })).toBeUndefined();
      expect(toRoomValues({ ...suite, pricePerNight: price }).pricePerNight).toBe(250_000);
    },
  );

  it('refuses what the contracts refuse, in French', () => {
    expect(
      roomFormErrors({ ...suite, type: '', pricePerNight: '0', capacity: '21', quantity: '1.5' }),
    ).toEqual({
      type: 'Choisissez une valeur de la liste',
      pricePerNight: 'La valeur minimale est 1',
      capacity: 'La valeur maximale est 20',
      quantity: 'Saisissez un nombre entier',
    });
  });
});
