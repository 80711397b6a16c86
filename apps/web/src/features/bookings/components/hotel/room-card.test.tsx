import {
  addDays,
  formatAriary,
  type RoomAvailability,
  type StayRestriction,
  todayInMadagascar,
} from '@madabook/contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '@/lib/format';
import { changeLanguage } from '@/lib/i18n';
import { initI18nWithEveryText } from '@/test/i18n';
import { RoomCard } from './room-card';

const checkIn = addDays(todayInMadagascar(), 20);
const day = (index: number) =>
  formatDate(addDays(checkIn, index), 'fr', { weekday: 'short', day: 'numeric', month: 'short' });
const price = (amount: number) => formatAriary(amount, 'fr');

const bungalow = (patch: Partial<RoomAvailability> = {}): RoomAvailability => ({
  roomId: 'bungalow',
  name: 'Bungalow plage',
  description: '',
  type: 'BUNGALOW',
  capacity: 2,
  pricePerNight: 100_000,
  nightPrices: [100_000, 100_000, 100_000],
  nights: 3,
  total: 300_000,
  roomsLeft: 3,
  restriction: null,
  photos: [],
  ...patch,
});

function renderCard(room: RoomAvailability) {
  const onQuantityChange = vi.fn();
  render(
    <RoomCard
      room={room}
      checkIn={checkIn}
      quantity={0}
      onQuantityChange={onQuantityChange}
      restrictionAction={<a href="#longer">Voir plus long</a>}
    />,
  );
  return { card: screen.getByRole('article'), onQuantityChange };
}

beforeAll(() => initI18nWithEveryText('fr'));
beforeEach(() => changeLanguage('fr'));

describe('RoomCard', () => {
  it('shows one price per night when every night costs the same', () => {
    const { card } = renderCard(bungalow());
    expect(card.textContent).toContain(`${price(100_000)} / nuit`);
    expect(card.textContent).not.toContain('prix moyen');
    expect(within(card).queryByText('Prix par nuit')).toBeNull();
  });

  it('shows the average and, folded, each run of nights at its price', () => {
    // Two nights at +30%, then one at the base price.
    const { card } = renderCard(
      bungalow({ pricePerNight: 120_000, nightPrices: [130_000, 130_000, 100_000], total: 360_000 }),
    );
    expect(card.textContent).toContain(`${price(120_000)} / nuitprix moyen, variable selon les nuits`);
    expect(card.textContent).toContain(`${price(360_000)} pour 3 nuits`);

    const details = within(card).getByText('Prix par nuit').closest('details');
    expect(details?.open).toBe(false);
    fireEvent.click(within(card).getByText('Prix par nuit'));
    const lines = within(details as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      `Nuits du ${day(0)} au ${day(1)}2 × ${price(130_000)}`,
      `Nuit du ${day(2)}${price(100_000)}`,
    ]);
  });

  it.each<[StayRestriction, string]>([
    [{ reason: 'CLOSED', minNights: null }, 'Fermé à ces dates'],
    [{ reason: 'CLOSED_TO_ARRIVAL', minNights: null }, "Pas d'arrivée à cette date"],
    [{ reason: 'MIN_STAY', minNights: 4 }, 'Séjour minimum de 4 nuits pour une arrivée à cette date'],
  ])(
    'shows a room the calendar closes (%o) with its reason, and no way to book it',
    (restriction, reason) => {
      const { card } = renderCard(bungalow({ roomsLeft: 0, restriction }));
      expect(within(card).getByText('Non réservable')).toBeTruthy();
      expect(within(card).getByText(reason)).toBeTruthy();
      expect(within(card).getByRole('link', { name: 'Voir plus long' })).toBeTruthy();
      expect(within(card).queryByRole('combobox')).toBeNull();
      expect(card.textContent).not.toContain('/ nuit');
      expect(card.textContent).not.toContain('Complet');
    },
  );

  it('lets a bookable room be chosen', () => {
    const { card, onQuantityChange } = renderCard(bungalow());
    fireEvent.change(within(card).getByRole('combobox', { name: 'Nombre de chambres « Bungalow plage »' }), {
      target: { value: '2' },
    });
    expect(onQuantityChange).toHaveBeenCalledWith(2);
  });
});
