import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { initI18nWithEveryText } from '@/test/i18n';
import {
  checkFlightDraft,
  checkFlightSearchParams,
  type FlightSearchDraft,
  flightDraftOf,
  passengerLimits,
  shiftedSearch,
} from './flight-search-params';
import { flightSearchParamsSchema } from './flight-search-url';

const now = new Date('2026-11-22T09:00:00Z');

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  await initI18nWithEveryText('fr');
});
beforeEach(() => changeLanguage('fr'));
afterAll(() => vi.useRealTimers());

const check = (params: unknown) => checkFlightSearchParams(flightSearchParamsSchema.parse(params), now);
const messages = (params: unknown) => {
  const checked = check(params);
  return checked.kind === 'invalid' ? checked.issues.map((issue) => issue.message) : [];
};
const trip = { from: 'TNR', to: 'NOS', departDate: '2026-12-01' };

describe('the search in the address of /flights', () => {
  it('offers the form until it has an origin, a destination and a day', () => {
    expect(check({})).toEqual({ kind: 'start' });
    expect(check({ from: 'TNR', to: 'NOS' })).toEqual({ kind: 'start' });
  });

  it('searches one adult in economy, cheapest first, by default', () => {
    expect(check(trip)).toEqual({
      kind: 'search',
      search: { ...trip, adults: 1, children: 0, infants: 0, cabin: 'ECONOMY' },
      view: { sort: 'price', filters: {} },
    });
  });

  it('reads what the router gives: numbers, lists, lists typed by hand, codes in any case', () => {
    const checked = check({
      from: 'tnr',
      to: 'nos',
      departDate: '2026-12-01',
      returnDate: '2026-12-06',
      adults: 2,
      children: '1',
      infants: 1,
      cabin: 'BUSINESS',
      sort: 'duration',
      stops: [0],
      times: 'morning,evening',
      airlines: ['mw'],
      outbound: 'FLEX:out-1',
    });
    expect(checked).toEqual({
      kind: 'search',
      search: {
        from: 'TNR',
        to: 'NOS',
        departDate: '2026-12-01',
        returnDate: '2026-12-06',
        adults: 2,
        children: 1,
        infants: 1,
        cabin: 'BUSINESS',
      },
      view: {
        sort: 'duration',
        filters: { stops: [0], times: ['morning', 'evening'], airlines: ['MW'] },
        outbound: { itineraryKey: 'out-1', fareFamily: 'FLEX' },
      },
    });
  });

  it('forgets an outbound choice on a one-way trip, and an empty return day', () => {
    expect(check({ ...trip, returnDate: '', outbound: 'FLEX:out-1' })).toStrictEqual({
      kind: 'search',
      search: { ...trip, returnDate: undefined, adults: 1, children: 0, infants: 0, cabin: 'ECONOMY' },
      view: { sort: 'price', filters: { stops: undefined, times: undefined, airlines: undefined } },
    });
  });

  it('explains the flight rules in French', () => {
    expect(
      messages({
        from: 'TNR',
        to: 'TNR',
        departDate: '2026-11-01',
        returnDate: '2026-10-30',
        adults: 1,
        infants: 2,
      }),
    ).toEqual([
      "L'arrivée doit être différente du départ",
      'Le départ ne peut pas être dans le passé',
      "Le retour ne peut pas être avant l'aller",
      "Chaque bébé voyage sur les genoux d'un adulte : pas plus de bébés que d'adultes",
    ]);
    expect(messages({ ...trip, adults: 5, children: 4, infants: 1 })).toEqual([
      '9 voyageurs au plus, bébés compris',
    ]);
    expect(messages({ ...trip, departDate: '2028-01-01' })).toEqual([
      "Les vols sont en vente 365 jours à l'avance au plus",
    ]);
  });

  it('explains bad values field by field, in English too, and still checks the rules on the others', async () => {
    await changeLanguage('en');
    expect(
      messages({
        from: 'Tana',
        to: 'NOS',
        departDate: 'tomorrow',
        returnDate: '2026-11-01',
        adults: 0,
        children: 2,
        infants: 1,
        cabin: 'FIRST',
        sort: 'cheapest',
        times: 'night',
        stops: 'none',
        airlines: 'MADA',
      }),
    ).toEqual([
      'Choose the departure airport from the list',
      'Choose a valid departure date (for example 2026-12-24)',
      'Invalid number of adults: from 1 to 9',
      'Unknown cabin: Economy or Business',
      'Unknown sort order',
      'Invalid stops filter',
      'Invalid time filter: morning, afternoon or evening',
      'Invalid airline filter: two-character codes',
    ]);
    expect(messages({ from: 'TNR', to: 'TNR', departDate: '2026-12-01', adults: 'two' })).toEqual([
      'Invalid number of adults: from 1 to 9',
      'The destination must differ from the origin',
    ]);
  });

  it('never throws on what cannot be read', () => {
    expect(flightSearchParamsSchema.parse({ from: { evil: true }, stops: { a: 1 } })).toEqual({
      from: undefined,
      stops: undefined,
    });
  });
});

describe('the form', () => {
  const draft: FlightSearchDraft = {
    tripType: 'return',
    from: 'TNR',
    to: 'NOS',
    departDate: '2026-12-01',
    returnDate: '2026-12-06',
    adults: 1,
    children: 0,
    infants: 0,
    cabin: 'ECONOMY',
  };

  it('starts from what the address gives, a return trip for one adult otherwise', () => {
    expect(flightDraftOf({})).toEqual({
      tripType: 'return',
      from: undefined,
      to: undefined,
      departDate: undefined,
      returnDate: undefined,
      adults: 1,
      children: 0,
      infants: 0,
      cabin: 'ECONOMY',
    });
    expect(
      flightDraftOf({ from: 'nos', departDate: '2026-12-01', adults: 2, infants: 5, cabin: 'X' }),
    ).toMatchObject({
      tripType: 'oneWay',
      from: 'NOS',
      departDate: '2026-12-01',
      adults: 2,
      infants: 2,
      cabin: 'ECONOMY',
    });
    expect(flightDraftOf({ adults: 8, children: 8 })).toMatchObject({ adults: 1, children: 0, infants: 0 });
  });

  it('sends a return trip with both days, and a one-way trip without a return', () => {
    expect(checkFlightDraft(draft, now).search).toMatchObject({ returnDate: '2026-12-06' });
    expect(checkFlightDraft({ ...draft, tripType: 'oneWay' }, now).search).not.toHaveProperty(
      'returnDate',
      '2026-12-06',
    );
  });

  it('asks for what is missing', () => {
    const { issues } = checkFlightDraft(
      { ...draft, from: undefined, to: undefined, departDate: undefined, returnDate: undefined },
      now,
    );
    expect(issues).toEqual([
      { field: 'from', message: "Choisissez l'aéroport de départ dans la liste" },
      { field: 'to', message: "Choisissez l'aéroport d'arrivée dans la liste" },
      { field: 'departDate', message: 'Choisissez le jour du départ' },
      { field: 'returnDate', message: 'Choisissez le jour du retour' },
    ]);
  });

  it('keeps nine passengers at most, one adult at least, and an adult for each infant', () => {
    expect(passengerLimits({ adults: 1, children: 0, infants: 0 })).toEqual({
      adults: [1, 9],
      children: [0, 8],
      infants: [0, 1],
    });
    expect(passengerLimits({ adults: 3, children: 3, infants: 3 })).toEqual({
      adults: [3, 3],
      children: [0, 3],
      infants: [0, 3],
    });
    expect(passengerLimits({ adults: 2, children: 0, infants: 2 })).toMatchObject({ adults: [2, 7] });
  });
});

describe('the day before and the day after', () => {
  const search = {
    from: 'TNR',
    to: 'NOS',
    departDate: '2026-11-23',
    returnDate: '2026-11-24',
    adults: 1,
    children: 0,
    infants: 0,
    cabin: 'ECONOMY' as const,
  };

  it('moves the outbound, and the return with it when it would come first', () => {
    expect(shiftedSearch(search, 'outbound', 1, now)).toMatchObject({
      departDate: '2026-11-24',
      returnDate: '2026-11-24',
    });
    expect(shiftedSearch({ ...search, returnDate: undefined }, 'outbound', 1, now)).toMatchObject({
      departDate: '2026-11-24',
      returnDate: undefined,
    });
  });

  it('offers no day in the past, and no return before the outbound', () => {
    expect(shiftedSearch(search, 'outbound', -1, now)).toMatchObject({ departDate: '2026-11-22' });
    expect(shiftedSearch({ ...search, departDate: '2026-11-22' }, 'outbound', -1, now)).toBeUndefined();
    expect(shiftedSearch(search, 'return', 1, now)).toMatchObject({ returnDate: '2026-11-25' });
    expect(shiftedSearch({ ...search, returnDate: '2026-11-23' }, 'return', -1, now)).toBeUndefined();
    expect(shiftedSearch({ ...search, returnDate: undefined }, 'return', 1, now)).toBeUndefined();
  });
});
