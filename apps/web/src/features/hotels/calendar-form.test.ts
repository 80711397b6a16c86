import { addDays, nightPriceAfter, todayInMadagascar } from '@madabook/contracts';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { parsePercent } from '@/lib/number-input';
import { initI18nWithEveryText } from '@/test/i18n';
import {
  type CalendarFormValues,
  calendarFormErrors,
  calendarFormValues,
  priceChangeOf,
  toCalendarUpdate,
} from './calendar-form';

const today = todayInMadagascar();
const night = (days: number) => addDays(today, days);
// A week in a month from now, the way "Christmas week" is a week ahead.
const week = calendarFormValues({ from: night(30), to: night(36), roomIds: ['bungalow', 'suite'] });
const values = (patch: Partial<CalendarFormValues>): CalendarFormValues => ({ ...week, ...patch });

beforeAll(() => initI18nWithEveryText('fr'));
beforeEach(() => changeLanguage('fr'));

describe('the price preview', () => {
  it('reads +30, 30 %, -10 and the typographic minus as percentages', () => {
    expect(parsePercent('+30')).toBe(30);
    expect(parsePercent('30 %')).toBe(30);
    expect(parsePercent('-10')).toBe(-10);
    expect(parsePercent('\u221210')).toBe(-10);
    expect(parsePercent('')).toBeUndefined();
    expect(parsePercent('abc')).toBeNaN();
  });

  it('counts a percentage from the base price, rounded as the server rounds it', () => {
    expect(nightPriceAfter(100_000, { kind: 'PERCENT', percent: 30 })).toBe(130_000);
    expect(nightPriceAfter(85_000, { kind: 'PERCENT', percent: -10 })).toBe(76_500);
    expect(nightPriceAfter(99_999, { kind: 'PERCENT', percent: 15 })).toBe(114_999);
    expect(nightPriceAfter(5, { kind: 'PERCENT', percent: -90 })).toBe(1);
    expect(nightPriceAfter(100_000, { kind: 'AMOUNT', amount: 180_000 })).toBe(180_000);
    expect(nightPriceAfter(100_000, { kind: 'DEFAULT' })).toBe(100_000);
  });

  it('previews only a price change that can be read', () => {
    expect(priceChangeOf(values({ priceMode: 'PERCENT', percent: '+30' }))).toEqual({
      kind: 'PERCENT',
      percent: 30,
    });
    expect(priceChangeOf(values({ priceMode: 'AMOUNT', amount: '150 000' }))).toEqual({
      kind: 'AMOUNT',
      amount: 150_000,
    });
    expect(priceChangeOf(values({ priceMode: 'PERCENT', percent: '+' }))).toBeUndefined();
    expect(priceChangeOf(values({ priceMode: 'PERCENT', percent: '-95' }))).toBeUndefined();
    expect(priceChangeOf(values({ priceMode: 'KEEP', amount: '150 000' }))).toBeUndefined();
  });
});

describe('the edit-nights form', () => {
  it('sends a week at +30% and nothing else', () => {
    const input = values({ priceMode: 'PERCENT', percent: '+30' });
    expect(calendarFormErrors(input, today)).toBeUndefined();
    expect(toCalendarUpdate(input)).toEqual({
      roomIds: ['bungalow', 'suite'],
      from: night(30),
      to: night(36),
      price: { kind: 'PERCENT', percent: 30 },
    });
  });

  it('sends the bungalows closed for a fortnight of repairs', () => {
    const input = calendarFormValues({ from: night(40), to: night(54), roomIds: ['bungalow'] });
    expect(toCalendarUpdate({ ...input, closed: 'ON' })).toEqual({
      roomIds: ['bungalow'],
      from: night(40),
      to: night(54),
      closed: true,
    });
  });

  it('sends "back to the default" as null and a reopening as false', () => {
    expect(
      toCalendarUpdate(
        values({
          priceMode: 'DEFAULT',
          forSaleMode: 'DEFAULT',
          minStayMode: 'DEFAULT',
          closed: 'OFF',
          closedToArrival: 'OFF',
        }),
      ),
    ).toMatchObject({
      price: { kind: 'DEFAULT' },
      forSale: null,
      minStay: null,
      closed: false,
      closedToArrival: false,
    });
    expect(
      toCalendarUpdate(values({ forSaleMode: 'SET', forSale: '2', minStayMode: 'SET', minStay: '3' })),
    ).toMatchObject({ forSale: 2, minStay: 3 });
  });

  it('asks for at least one change', () => {
    expect(calendarFormErrors(week, today)).toEqual({
      form: 'Choisissez au moins une modification',
      fields: {},
    });
  });

  it('puts what the contracts refuse on the fields that hold it, in French', () => {
    expect(
      calendarFormErrors(
        values({
          roomIds: [],
          priceMode: 'AMOUNT',
          amount: '',
          forSaleMode: 'SET',
          forSale: '501',
          minStayMode: 'SET',
          minStay: '1.5',
        }),
        today,
      ),
    ).toEqual({
      form: undefined,
      fields: {
        roomIds: 'Choisissez au moins un type de chambre',
        amount: 'Ce champ est obligatoire',
        forSale: 'La valeur maximale est 500',
        minStay: 'Saisissez un nombre entier',
      },
    });
    expect(calendarFormErrors(values({ priceMode: 'PERCENT', percent: '-95' }), today)?.fields).toEqual({
      percent: 'La valeur minimale est -90',
    });
  });

  it('refuses past nights, a last night before the first, and more than a year at once', async () => {
    const change = { closed: 'ON' as const };
    expect(calendarFormErrors(values({ ...change, from: night(-1) }), today)?.fields).toEqual({
      from: 'Les nuits passées ne peuvent pas être modifiées',
    });
    expect(calendarFormErrors(values({ ...change, to: night(29) }), today)?.fields).toEqual({
      to: 'La dernière nuit vient avant la première',
    });
    expect(calendarFormErrors(values({ ...change, to: night(30 + 366) }), today)?.fields).toEqual({
      to: 'Au plus 366 nuits à la fois',
    });
    expect(calendarFormErrors(values({ ...change, from: '' }), today)?.fields).toEqual({
      from: 'Choisissez une date',
    });

    await changeLanguage('en');
    expect(calendarFormErrors(values({ ...change, to: night(29) }), today)?.fields).toEqual({
      to: 'The last night comes before the first',
    });
  });
});
