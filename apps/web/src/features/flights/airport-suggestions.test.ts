import type { Airport } from '@madabook/contracts';
import { describe, expect, it } from 'vitest';
import { airportLabel, resolveAirport, suggestAirports } from './airport-suggestions';
import { airport } from './flight-fixtures';

const airports = [
  airport('TNR', 'Antananarivo', 'Ivato'),
  airport('NOS', 'Nosy Be', 'Fascene'),
  airport('FTU', 'Tôlanaro', 'Marillac'),
  airport('TLE', 'Toliara', 'Toliara'),
  airport('RUN', 'Saint-Denis', 'Roland Garros', 'RE'),
  airport('SMS', 'Sainte-Marie', 'Sainte-Marie'),
];
const codes = (list: Airport[]) => list.map((found) => found.code);

describe('airport suggestions', () => {
  it('finds an airport by code, city or name, whatever the case and accents', () => {
    expect(codes(suggestAirports(airports, 'nos'))).toEqual(['NOS']);
    expect(codes(suggestAirports(airports, 'tolanaro'))).toEqual(['FTU']);
    expect(codes(suggestAirports(airports, 'ivato'))).toEqual(['TNR']);
    expect(codes(suggestAirports(airports, 'garros'))).toEqual(['RUN']);
  });

  it('puts an exact code first, then cities starting with the text, Madagascar before the region', () => {
    expect(codes(suggestAirports(airports, 'tle'))).toEqual(['TLE']);
    expect(codes(suggestAirports(airports, 'to'))).toEqual(['FTU', 'TLE', 'TNR']);
    expect(codes(suggestAirports(airports, 'saint'))).toEqual(['SMS', 'RUN']);
    expect(codes(suggestAirports(airports, ''))).toEqual(['TNR', 'NOS', 'SMS', 'FTU', 'TLE', 'RUN']);
  });

  it('takes a code or a label typed in full as a choice', () => {
    expect(airportLabel(airports[1] as Airport)).toBe('Nosy Be (NOS)');
    expect(resolveAirport(airports, ' nos ')).toBe('NOS');
    expect(resolveAirport(airports, 'Nosy Be (NOS)')).toBe('NOS');
    expect(resolveAirport(airports, 'antananarivo')).toBe('TNR');
    expect(resolveAirport(airports, 'nosy')).toBeUndefined();
    expect(resolveAirport(airports, 'XYZ')).toBeUndefined();
  });

  it('takes three letters as a code when the airports could not be loaded', () => {
    expect(resolveAirport(undefined, 'mjn')).toBe('MJN');
    expect(resolveAirport(undefined, 'Mahajanga')).toBeUndefined();
  });
});
