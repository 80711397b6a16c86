import {
  addDays,
  formatAriary,
  type NightCalendar,
  type Occupancy,
  todayInMadagascar,
} from '@madabook/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '@/lib/format';
import { changeLanguage } from '@/lib/i18n';
import { initI18nWithEveryText } from '@/test/i18n';
import { OccupancyCalendar } from './occupancy-calendar';

const fetchMock = vi.fn<typeof fetch>();
const today = todayInMadagascar();
const night = (days: number) => addDays(today, days);
const nights = Array.from({ length: 14 }, (_, index) => night(index));
const longDate = (days: number) => formatDate(night(days), 'fr', { dateStyle: 'full' });

function calendar(
  room: { quantity: number; price: number },
  changes: Record<number, Partial<NightCalendar>>,
) {
  return nights.map((date, index) => ({
    night: date,
    forSale: room.quantity,
    forSaleSet: false,
    sold: 0,
    price: room.price,
    priceSet: false,
    closed: false,
    closedToArrival: false,
    minStay: null,
    ...changes[index],
  }));
}

const occupancy: Occupancy = {
  hotelId: 'h1',
  nights,
  rooms: [
    {
      roomId: 'bungalow',
      name: 'Bungalow plage',
      quantity: 3,
      pricePerNight: 100_000,
      calendar: calendar(
        { quantity: 3, price: 100_000 },
        {
          0: { sold: 1 },
          2: { price: 130_000, priceSet: true },
          3: { closed: true },
          4: { closedToArrival: true, minStay: 3, forSale: 2, forSaleSet: true },
        },
      ),
    },
    {
      roomId: 'suite',
      name: 'Suite lagon',
      quantity: 2,
      pricePerNight: 250_000,
      calendar: calendar({ quantity: 2, price: 250_000 }, {}),
    },
  ],
};

function renderCalendar() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <OccupancyCalendar hotelId="h1" />
    </QueryClientProvider>,
  );
}

const price = (amount: number) => formatAriary(amount, 'fr');

beforeAll(() => initI18nWithEveryText('fr'));

beforeEach(async () => {
  await changeLanguage('fr');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

describe('OccupancyCalendar', () => {
  it('reads each night out: sold and for sale, its price, and what restricts it', async () => {
    fetchMock.mockResolvedValue(Response.json(occupancy));
    renderCalendar();

    const table = await screen.findByRole('table', { name: /Chambres vendues, en vente et prix/ });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`/api/admin/hotels/h1/occupancy?from=${today}&days=14`);
    const bungalow = within(table).getByRole('row', { name: /Bungalow plage/ });
    const cells = within(bungalow).getAllByRole('cell');
    expect(cells[0]?.textContent).toContain(`1 vendues sur 3 en vente, 2 restantes, ${price(100_000)}`);
    expect(cells[2]?.textContent).toContain(`${price(130_000)}, prix modifié`);
    expect(cells[3]?.textContent).toContain('fermée à la vente');
    expect(cells[4]?.textContent).toContain(
      `0 vendues sur 2 en vente, 2 restantes, nombre en vente modifié, ${price(100_000)}, arrivées fermées, séjour minimum de 3 nuits`,
    );
    expect(within(bungalow).getByRole('rowheader').textContent).toContain('3 chambres');
  });

  it("picks a range of nights with the header's buttons, room types with their boxes, and edits them", async () => {
    fetchMock.mockResolvedValue(Response.json(occupancy));
    renderCalendar();
    await screen.findByRole('table');

    expect(screen.getByText(/Choisissez une première puis une dernière nuit/)).toBeTruthy();
    // Nights before today cannot be picked: none in this window, which starts today.
    const first = screen.getByRole('button', { name: longDate(2) });
    fireEvent.click(first);
    expect(first.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(/^Première nuit : /)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: longDate(4) }));
    expect(screen.getByRole('button', { name: longDate(3) }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: longDate(5) }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText(/^Sélection : 3 nuits, du .* · 2 types de chambre$/)).toBeTruthy();

    // The suite out: its box, then the header's box says some, not all.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choisir Suite lagon' }));
    expect(
      screen.getByRole('checkbox', { name: 'Tous les types de chambre' }).getAttribute('aria-checked'),
    ).toBe('mixed');
    expect(screen.getByText(/· 1 type de chambre$/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Modifier les nuits' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifier les nuits' });
    expect(within(dialog).getByLabelText('Première nuit')).toHaveProperty('value', night(2));
    expect(within(dialog).getByLabelText('Dernière nuit')).toHaveProperty('value', night(4));
    expect(
      within(dialog)
        .getByRole('checkbox', { name: /Bungalow plage/ })
        .getAttribute('aria-checked'),
    ).toBe('true');
    expect(
      within(dialog)
        .getByRole('checkbox', { name: /Suite lagon/ })
        .getAttribute('aria-checked'),
    ).toBe('false');
  });

  it('selects the rectangle between two cells clicked', async () => {
    fetchMock.mockResolvedValue(Response.json(occupancy));
    renderCalendar();
    const table = await screen.findByRole('table');
    const cellButton = (row: RegExp, index: number) =>
      within(
        within(within(table).getByRole('row', { name: row })).getAllByRole('cell')[index] as HTMLElement,
      ).getByRole('button');

    fireEvent.click(cellButton(/Bungalow plage/, 6));
    fireEvent.click(cellButton(/Suite lagon/, 8));
    expect(cellButton(/Suite lagon/, 7).getAttribute('aria-pressed')).toBe('true');
    expect(cellButton(/Bungalow plage/, 9).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText(/^Sélection : 3 nuits, .* · 2 types de chambre$/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Effacer la sélection' }));
    expect(cellButton(/Suite lagon/, 7).getAttribute('aria-pressed')).toBe('false');
  });

  it('says when the hotel has no rooms yet', async () => {
    fetchMock.mockResolvedValue(Response.json({ ...occupancy, rooms: [] }));
    renderCalendar();
    expect(await screen.findByText(/Cet hôtel n'a pas encore de chambres/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Modifier les nuits' })).toBeNull();
  });

  it('shows a failure with a retry', async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 }),
    );
    fetchMock.mockResolvedValueOnce(Response.json(occupancy));
    renderCalendar();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Le calendrier n'a pas pu être chargé.");
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });
});
