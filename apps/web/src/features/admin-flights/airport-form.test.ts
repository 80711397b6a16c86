import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { initI18nWithEveryText } from '@/test/i18n';
import {
  type AirlineFormValues,
  airlineFormErrors,
  airlineFormValues,
  isHexColor,
  normalizeColor,
  toAirlineInput,
} from './airline-form';
import { type AirportFormValues, airportFormErrors, airportFormValues, toAirportInput } from './airport-form';

beforeAll(() => initI18nWithEveryText('fr'));
beforeEach(() => changeLanguage('fr'));

const ivato: AirportFormValues = {
  ...airportFormValues(),
  code: 'tnr',
  name: 'Antananarivo Ivato',
  city: 'Antananarivo',
  latitude: '-18,7969',
  longitude: '47.4788',
};

describe('the airport form', () => {
  it('starts in Madagascar and its time zone', () => {
    expect(airportFormValues()).toMatchObject({ country: 'MG', timeZone: 'Indian/Antananarivo' });
  });

  it('sends the code in capitals and reads a decimal comma', () => {
    expect(airportFormErrors(ivato)).toBeUndefined();
    expect(toAirportInput(ivato)).toEqual({
      code: 'TNR',
      name: 'Antananarivo Ivato',
      city: 'Antananarivo',
      country: 'MG',
      timeZone: 'Indian/Antananarivo',
      latitude: -18.7969,
      longitude: 47.4788,
    });
  });

  it('names the format of the codes and refuses an unknown time zone', () => {
    expect(airportFormErrors({ ...ivato, code: 'TN', country: 'MDG', timeZone: 'Mars/Olympus' })).toEqual({
      code: 'Trois lettres, comme TNR',
      country: 'Deux lettres, comme MG',
      timeZone: 'Fuseau horaire inconnu : choisissez-en un comme Indian/Antananarivo',
    });
  });

  it('asks for what is blank and keeps coordinates on the globe', () => {
    expect(airportFormErrors({ ...ivato, code: '', timeZone: '', latitude: '-91', longitude: '' })).toEqual({
      code: 'Ce champ est obligatoire',
      timeZone: 'Ce champ est obligatoire',
      latitude: 'La valeur minimale est -90',
      longitude: 'Ce champ est obligatoire',
    });
  });

  it('shows an airport with rounded coordinates', () => {
    const airport = { ...toAirportInput(ivato), latitude: -18.796_900_000_1 };
    expect(
      airportFormValues({ ...airport, code: 'TNR', country: 'MG', timeZone: 'Indian/Antananarivo' }),
    ).toMatchObject({
      latitude: '-18.7969',
    });
  });
});

const airline: AirlineFormValues = { code: 'mw', name: 'Mora Wings', color: '0b6e4f' };

describe('the airline form', () => {
  it('starts in lagoon, the house colour', () => {
    expect(airlineFormValues().color).toBe('#0E7C86');
  });

  it('writes the colour as the contracts do, whatever was typed', () => {
    expect(normalizeColor(' 0b6e4f ')).toBe('#0B6E4F');
    expect(normalizeColor('#0b6e4f')).toBe('#0B6E4F');
    expect(isHexColor('#0b6')).toBe(false);
    expect(isHexColor('0b6e4f')).toBe(true);
    expect(airlineFormErrors(airline)).toBeUndefined();
    expect(toAirlineInput(airline)).toEqual({ code: 'MW', name: 'Mora Wings', color: '#0B6E4F' });
  });

  it('names the formats it expects', async () => {
    expect(airlineFormErrors({ code: 'MWX', name: 'M', color: 'vert' })).toEqual({
      code: 'Deux lettres ou chiffres, comme MW',
      name: 'Au moins 2 caractères',
      color: 'Une couleur comme #0B6E4F',
    });
    await changeLanguage('en');
    expect(airlineFormErrors({ code: '', name: 'Mora Wings', color: '' })).toEqual({
      code: 'This field is required',
      color: 'This field is required',
    });
  });
});
