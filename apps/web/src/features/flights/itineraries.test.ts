import { describe, expect, it } from 'vitest';
import { madaWings, offer, segment, tsikyAir } from './flight-fixtures';
import {
  activeFilterCount,
  filterItineraries,
  filterOptionsOf,
  groupItineraries,
  sortItineraries,
} from './itineraries';

const day = '2026-12-01';
const at = (time: string, date = day) => `${date}T${time}:00+03:00`;

const morningDirect = segment('m', 'MW 102', ['TNR', 'NOS'], [at('08:05'), at('09:30')]);
const eveningDirect = segment('e', 'TS 140', ['TNR', 'NOS'], [at('18:30'), at('19:45')], tsikyAir);
const viaTnr = [
  segment('d1', 'MW 210', ['DIE', 'TNR'], [at('06:00'), at('07:40')]),
  segment('d2', 'MW 104', ['TNR', 'NOS'], [at('12:20'), at('13:35')]),
];
const lateConnection = [
  segment('l1', 'MW 212', ['DIE', 'TNR'], [at('13:00'), at('14:40')]),
  segment('l2', 'TS 150', ['TNR', 'NOS'], [at('16:00'), at('17:10')], tsikyAir),
];

const offers = [
  offer([morningDirect], { fare: 'FLEX', total: 520_000, seatsLeft: 3 }),
  offer([morningDirect], { fare: 'LIGHT', total: 420_000, seatsLeft: 3 }),
  offer([eveningDirect], { fare: 'LIGHT', total: 390_000 }),
  offer(viaTnr, { fare: 'LIGHT', total: 610_000 }),
  offer(lateConnection, { fare: 'FLEX', total: 480_000 }),
];
const itineraries = groupItineraries(offers);
const keys = (list: typeof itineraries) => list.map((itinerary) => itinerary.key);

describe('itineraries', () => {
  it('gathers the fares of the same flights, Light before Flex, with the lowest price', () => {
    expect(keys(itineraries)).toEqual(['m', 'e', 'd1,d2', 'l1,l2']);
    const [morning] = itineraries;
    expect(morning?.fares.map((fare) => fare.fareFamily)).toEqual(['LIGHT', 'FLEX']);
    expect(morning).toMatchObject({
      lowestTotal: 420_000,
      seatsLeft: 3,
      stops: 0,
      departure: at('08:05'),
      arrival: at('09:30'),
      airlines: [madaWings],
    });
    expect(itineraries[3]?.airlines).toEqual([madaWings, tsikyAir]);
    expect(itineraries[2]).toMatchObject({ stops: 1, departure: at('06:00'), arrival: at('13:35') });
  });

  it('sorts by price, departure or duration, ties to the cheaper', () => {
    expect(keys(sortItineraries(itineraries, 'price'))).toEqual(['e', 'm', 'l1,l2', 'd1,d2']);
    expect(keys(sortItineraries(itineraries, 'departure'))).toEqual(['d1,d2', 'm', 'l1,l2', 'e']);
    expect(keys(sortItineraries(itineraries, 'duration'))).toEqual(['e', 'm', 'l1,l2', 'd1,d2']);
    expect(keys(itineraries)).toEqual(['m', 'e', 'd1,d2', 'l1,l2']);
  });

  it('filters by stops, time of day and airlines; an empty filter keeps everything', () => {
    expect(filterItineraries(itineraries, {})).toHaveLength(4);
    expect(keys(filterItineraries(itineraries, { stops: [0] }))).toEqual(['m', 'e']);
    expect(keys(filterItineraries(itineraries, { times: ['morning'] }))).toEqual(['m', 'd1,d2']);
    expect(keys(filterItineraries(itineraries, { times: ['afternoon', 'evening'] }))).toEqual(['e', 'l1,l2']);
    // Every flight of the itinerary must be flown by an airline kept.
    expect(keys(filterItineraries(itineraries, { airlines: ['MW'] }))).toEqual(['m', 'd1,d2']);
    expect(keys(filterItineraries(itineraries, { airlines: ['MW', 'TS'] }))).toHaveLength(4);
    expect(
      keys(filterItineraries(itineraries, { stops: [1], airlines: ['MW'], times: ['morning'] })),
    ).toEqual(['d1,d2']);
    expect(activeFilterCount({ stops: [0, 1], times: ['evening'], airlines: [] })).toBe(3);
  });

  it('offers the stops and airlines found, and every time of day, with their counts', () => {
    expect(filterOptionsOf(itineraries)).toEqual({
      stops: [
        { value: 0, count: 2 },
        { value: 1, count: 2 },
      ],
      times: [
        { value: 'morning', count: 2 },
        { value: 'afternoon', count: 1 },
        { value: 'evening', count: 1 },
      ],
      airlines: [
        { value: 'MW', airline: madaWings, count: 3 },
        { value: 'TS', airline: tsikyAir, count: 2 },
      ],
    });
  });
});
