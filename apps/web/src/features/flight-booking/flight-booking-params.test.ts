import { beforeAll, describe, expect, it } from 'vitest';
import { initI18nWithEveryText } from '@/test/i18n';
import { checkFlightBookingRequest } from './flight-booking-params';

beforeAll(() => initI18nWithEveryText('fr'));

describe('the address of the booking page', () => {
  it('gives the offers in travel order and the passengers', () => {
    expect(
      checkFlightBookingRequest({ offers: 'out.sig,back.sig', adults: 2, children: '1', infants: 0 }),
    ).toEqual({
      request: { offerIds: ['out.sig', 'back.sig'], counts: { adults: 2, children: 1, infants: 0 } },
    });
  });

  it('reads one offer, one the router took for a number, or a list; one adult when not said', () => {
    expect(checkFlightBookingRequest({ offers: 'out' }).request).toEqual({
      offerIds: ['out'],
      counts: { adults: 1, children: 0, infants: 0 },
    });
    expect(checkFlightBookingRequest({ offers: 12345 }).request?.offerIds).toEqual(['12345']);
    expect(checkFlightBookingRequest({ offers: ['a', 'b'], adults: 1 }).request?.offerIds).toEqual([
      'a',
      'b',
    ]);
  });

  it.each([
    [
      'no offer',
      { adults: 1 },
      'Aucun vol choisi, ou un choix illisible (un vol aller, et un retour au plus)',
    ],
    [
      'three offers',
      { offers: 'a,b,c' },
      'Aucun vol choisi, ou un choix illisible (un vol aller, et un retour au plus)',
    ],
    ['no adult', { offers: 'a', adults: 0 }, "Nombre d'adultes invalide : de 1 à 9"],
    ['a word for children', { offers: 'a', children: 'two' }, "Nombre d'enfants invalide : de 0 à 9"],
    ['ten passengers', { offers: 'a', adults: 5, children: 5 }, '9 passagers au plus par réservation'],
    [
      'more infants than adults',
      { offers: 'a', adults: 1, infants: 2 },
      "Chaque bébé voyage sur les genoux d'un adulte : pas plus de bébés que d'adultes",
    ],
  ])('explains %s', (_, params, message) => {
    expect(checkFlightBookingRequest(params).issues?.map((issue) => issue.message)).toEqual([message]);
  });
});
