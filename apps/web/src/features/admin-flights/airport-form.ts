import { type Airport, type AirportInput, airportInputSchema, madagascarTimeZone } from '@madabook/contracts';
import { i18n } from '@/lib/i18n';
import { parseDecimal, roundCoordinate } from '@/lib/number-input';
import { fieldErrors } from '@/lib/schema-issues';
import { formatIssue } from './form-issues';

/** What the inputs hold: text, as typed; `toAirportInput` turns it into the API's shape. */
export type AirportFormValues = {
  code: string;
  name: string;
  city: string;
  country: string;
  timeZone: string;
  latitude: string;
  longitude: string;
};

export function airportFormValues(airport?: Airport): AirportFormValues {
  return {
    code: airport?.code ?? '',
    name: airport?.name ?? '',
    city: airport?.city ?? '',
    country: airport?.country ?? 'MG',
    timeZone: airport?.timeZone ?? madagascarTimeZone,
    latitude: airport ? String(roundCoordinate(airport.latitude)) : '',
    longitude: airport ? String(roundCoordinate(airport.longitude)) : '',
  };
}

function toInput(values: AirportFormValues) {
  return { ...values, latitude: parseDecimal(values.latitude), longitude: parseDecimal(values.longitude) };
}

/** The contracts' rules, in the admin's language; the codes and the zone say what they expect. */
export function airportFormErrors(values: AirportFormValues) {
  const invalid = (key: 'code' | 'country' | 'timeZone') =>
    formatIssue(() => i18n.t(`adminFlights:airports.form.invalid.${key}`));
  return fieldErrors(airportInputSchema, toInput(values), {
    code: invalid('code'),
    country: invalid('country'),
    timeZone: invalid('timeZone'),
  });
}

/** The API's input, codes in capitals; call once the form is valid. */
export function toAirportInput(values: AirportFormValues): AirportInput {
  return airportInputSchema.parse(toInput(values));
}
