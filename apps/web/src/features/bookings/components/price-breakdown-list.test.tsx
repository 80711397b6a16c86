import { addDays, formatAriary, todayInMadagascar } from '@madabook/contracts';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/format';
import { changeLanguage } from '@/lib/i18n';
import { initI18nWithEveryText } from '@/test/i18n';
import type { PriceLine } from '../price-breakdown';
import { PriceBreakdownList } from './price-breakdown-list';

const checkIn = addDays(todayInMadagascar(), 45);
const day = (index: number) =>
  formatDate(addDays(checkIn, index), 'fr', { weekday: 'short', day: 'numeric', month: 'short' });
const price = (amount: number) => formatAriary(amount, 'fr');

const line = (patch: Partial<PriceLine>): PriceLine => ({
  roomId: 'suite',
  name: 'Suite lagon',
  quantity: 1,
  nights: 2,
  pricePerNight: 250_000,
  nightPrices: [250_000, 250_000],
  subtotal: 500_000,
  ...patch,
});

beforeAll(() => initI18nWithEveryText('fr'));
beforeEach(() => changeLanguage('fr'));

describe('PriceBreakdownList', () => {
  it('lists each night of a line whose nights differ, under its average', () => {
    const seasonal = line({
      roomId: 'bungalow',
      name: 'Bungalow plage',
      quantity: 2,
      nights: 3,
      pricePerNight: 120_000,
      nightPrices: [100_000, 130_000, 130_000],
      subtotal: 720_000,
    });
    render(
      <PriceBreakdownList breakdown={{ lines: [seasonal, line({})], total: 1_220_000 }} checkIn={checkIn} />,
    );

    // The room lines are the outer list's items; each night's price is in a list of its own.
    const [bungalow, suite] = Array.from(screen.getAllByRole('list')[0]?.children ?? []);
    expect(bungalow?.textContent).toContain(`3 nuits × 2 chambres, ${price(120_000)} par nuit en moyenne`);
    expect(bungalow?.textContent).toContain(price(720_000));
    const nights = within(bungalow as HTMLElement).getByText(
      "Prix d'une chambre, nuit par nuit",
    ).nextElementSibling;
    expect(Array.from(nights?.children ?? [], (item) => item.textContent)).toEqual([
      `Nuit du ${day(0)}${price(100_000)}`,
      `Nuits du ${day(1)} au ${day(2)}2 × ${price(130_000)}`,
    ]);

    expect(suite?.textContent).toContain(`2 nuits × 1 chambre × ${price(250_000)}`);
    expect(within(suite as HTMLElement).queryByText("Prix d'une chambre, nuit par nuit")).toBeNull();
    expect(document.body.textContent).toContain(`Total du séjour${price(1_220_000)}`);
  });

  it('leaves the nights out when their dates are unknown', () => {
    render(
      <PriceBreakdownList
        breakdown={{
          lines: [line({ pricePerNight: 260_000, nightPrices: [250_000, 270_000], subtotal: 520_000 })],
          total: 520_000,
        }}
        checkIn={null}
      />,
    );
    expect(document.body.textContent).toContain(`2 nuits × 1 chambre, ${price(260_000)} par nuit en moyenne`);
    expect(screen.queryByText("Prix d'une chambre, nuit par nuit")).toBeNull();
  });
});
