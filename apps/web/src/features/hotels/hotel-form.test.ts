import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { initI18nWithEveryText } from '@/test/i18n';
import { type HotelFormValues, hotelFormErrors, hotelFormValues, toHotelValues } from './hotel-form';

const valid: HotelFormValues = {
  ...hotelFormValues(),
  name: 'Hôtel Colbert',
  address: '29 rue Prince Ratsimamanga',
  city: 'Antananarivo',
  latitude: '-18.9137',
  longitude: '47.5255',
  stars: '4',
  phone: '020 22 202 02',
};

beforeAll(() => initI18nWithEveryText('fr'));
beforeEach(() => changeLanguage('fr'));

describe('the hotel form', () => {
  it('accepts a complete hotel and sends the API its values, phone in E.164', () => {
    expect(hotelFormErrors(valid)).toBeUndefined();
    expect(toHotelValues(valid)).toMatchObject({
      latitude: -18.9137,
      longitude: 47.5255,
      stars: 4,
      phone: '+261202220202',
      postalCode: null,
      freeCancellationDays: 2,
      prepaymentPercent: 0,
      amenityIds: [],
    });
  });

  it("starts from the hotel's prepayment share, paid at the hotel for a new one", () => {
    expect(hotelFormValues().prepaymentPercent).toBe('0');
    expect(toHotelValues({ ...valid, prepaymentPercent: '30' }).prepaymentPercent).toBe(30);
    expect(toHotelValues({ ...valid, prepaymentPercent: '100' }).prepaymentPercent).toBe(100);
  });

  it('takes a prepayment share in whole percents from 0 to 100', () => {
    expect(hotelFormErrors({ ...valid, prepaymentPercent: '101' })).toEqual({
      prepaymentPercent: 'La valeur maximale est 100',
    });
    expect(hotelFormErrors({ ...valid, prepaymentPercent: '-5' })).toEqual({
      prepaymentPercent: 'La valeur minimale est 0',
    });
    expect(hotelFormErrors({ ...valid, prepaymentPercent: '33,5' })).toEqual({
      prepaymentPercent: 'Saisissez un nombre entier',
    });
  });

  it('reads a decimal comma, as French keyboards type it', () => {
    expect(hotelFormErrors({ ...valid, latitude: '-18,9137' })).toBeUndefined();
    expect(toHotelValues({ ...valid, latitude: '-18,9137' }).latitude).toBe(-18.9137);
  });

  it('refuses a latitude of 91 with the bound of the contracts', () => {
    expect(hotelFormErrors({ ...valid, latitude: '91' })).toEqual({ latitude: 'La valeur maximale est 90' });
  });

  it('refuses 6 stars', () => {
    expect(hotelFormErrors({ ...valid, stars: '6' })).toEqual({ stars: 'La valeur maximale est 5' });
  });

  it('refuses a phone number that is not one', () => {
    expect(hotelFormErrors({ ...valid, phone: '12ab' })).toEqual({ phone: 'Numéro de téléphone invalide' });
  });

  it('says which required fields are empty, and which are not numbers', () => {
    expect(hotelFormErrors({ ...valid, name: ' ', city: '', longitude: '', latitude: 'north' })).toEqual({
      name: 'Ce champ est obligatoire',
      city: 'Ce champ est obligatoire',
      longitude: 'Ce champ est obligatoire',
      latitude: 'Saisissez un nombre',
    });
  });

  it('speaks English to an English-speaking admin', async () => {
    await changeLanguage('en');
    expect(hotelFormErrors({ ...valid, latitude: '91', stars: '6', phone: 'x', name: 'A' })).toEqual({
      latitude: 'The largest value is 90',
      stars: 'The largest value is 5',
      phone: 'Invalid phone number',
      name: 'At least 2 characters',
    });
  });
});
