import { describe, expect, it } from 'vitest';
import { offer, segment } from './flight-fixtures';
import { groupItineraries } from './itineraries';
import {
  chooseFare,
  decodeFareChoice,
  encodeFareChoice,
  expiresSoon,
  flightBookingSearch,
  tripStepOf,
} from './trip-selection';

const out = segment(
  'out-1',
  'MW 102',
  ['TNR', 'NOS'],
  ['2026-12-01T08:05:00+03:00', '2026-12-01T09:30:00+03:00'],
);
const back = segment(
  'ret-1',
  'MW 103',
  ['NOS', 'TNR'],
  ['2026-12-06T10:15:00+03:00', '2026-12-06T11:40:00+03:00'],
);
const outLight = offer([out], { fare: 'LIGHT', total: 420_000 });
const outFlex = offer([out], { fare: 'FLEX', total: 520_000 });
const backFlex = offer([back], { fare: 'FLEX', total: 500_000, direction: 'RETURN' });
const outbounds = groupItineraries([outLight, outFlex]);

describe('the fare chosen, in the address', () => {
  it('is written by fare family and flights, and read back', () => {
    const value = encodeFareChoice({ itineraryKey: 'out-1,out-2', fareFamily: 'FLEX' });
    expect(value).toBe('FLEX:out-1,out-2');
    expect(decodeFareChoice(value)).toEqual({ itineraryKey: 'out-1,out-2', fareFamily: 'FLEX' });
  });

  it('is ignored when it cannot be one', () => {
    for (const value of [undefined, 42, '', 'FLEX', 'FIRST:out-1', 'FLEX:', 'FLEX:a,,b', 'FLEX:a:b']) {
      expect(decodeFareChoice(value)).toBeUndefined();
    }
  });
});

describe('a return trip, in two steps', () => {
  it('starts with the outbounds; a one-way trip never leaves them', () => {
    expect(tripStepOf(true, undefined, outbounds)).toEqual({ step: 'outbound', lostOutbound: false });
    expect(tripStepOf(false, { itineraryKey: 'out-1', fareFamily: 'FLEX' }, outbounds)).toEqual({
      step: 'outbound',
      lostOutbound: false,
    });
  });

  it('keeps the outbound chosen, then books both', () => {
    const first = chooseFare(true, tripStepOf(true, undefined, outbounds), outFlex);
    expect(first).toEqual({ kind: 'chooseReturn', outbound: { itineraryKey: 'out-1', fareFamily: 'FLEX' } });
    if (first.kind !== 'chooseReturn') return;

    const second = tripStepOf(true, first.outbound, outbounds);
    expect(second).toMatchObject({ step: 'return', outbound: { offer: outFlex } });
    expect(chooseFare(true, second, backFlex)).toEqual({ kind: 'book', offers: [outFlex, backFlex] });
  });

  it('finds the outbound in a new search by its flights, whatever its new offer id', () => {
    const renewed = groupItineraries([{ ...outFlex, offerId: 'renewed' }]);
    const step = tripStepOf(true, { itineraryKey: 'out-1', fareFamily: 'FLEX' }, renewed);
    expect(step).toMatchObject({ step: 'return', outbound: { offer: { offerId: 'renewed' } } });
  });

  it('goes back to the outbounds, saying so, when the outbound chosen is no longer offered', () => {
    expect(tripStepOf(true, { itineraryKey: 'gone', fareFamily: 'FLEX' }, outbounds)).toEqual({
      step: 'outbound',
      lostOutbound: true,
    });
    expect(
      tripStepOf(true, { itineraryKey: 'out-1', fareFamily: 'FLEX' }, groupItineraries([outLight])),
    ).toEqual({
      step: 'outbound',
      lostOutbound: true,
    });
  });

  it('books a one-way trip with one offer', () => {
    expect(chooseFare(false, { step: 'outbound', lostOutbound: false }, outLight)).toEqual({
      kind: 'book',
      offers: [outLight],
    });
  });
});

describe('the booking page', () => {
  it('gets the offers in travel order and the passengers', () => {
    expect(flightBookingSearch([outFlex, backFlex], { adults: 2, children: 1, infants: 1 })).toEqual({
      offers: `${outFlex.offerId},${backFlex.offerId}`,
      adults: 2,
      children: 1,
      infants: 1,
    });
  });

  it('is not given an offer about to expire', () => {
    const now = Date.parse('2026-11-22T09:00:00Z');
    expect(expiresSoon([offer([out], { expiresAt: '2026-11-22T09:20:00.000Z' })], now)).toBe(false);
    expect(expiresSoon([offer([out], { expiresAt: '2026-11-22T09:00:30.000Z' })], now)).toBe(true);
  });
});
