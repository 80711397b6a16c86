import { createRootRoute } from '@tanstack/react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackOfficeAreaProvider } from '@/lib/back-office-area';
import { changeLanguage } from '@/lib/i18n';
import { initI18nWithEveryText } from '@/test/i18n';
import { renderRoutes } from '@/test/render-routes';
import type { BookingsScope } from '../bookings-scope';
import { bookingsSearchSchema } from '../bookings-search';
import { stayBooking } from '../test/stay-booking';
import { BookingsPage } from './bookings-page';

const fetchMock = vi.fn<typeof fetch>();
const page = { items: [stayBooking({ source: 'WALK_IN' })], total: 1, page: 1, pageSize: 20 };

async function renderList(scope: BookingsScope, address: Record<string, unknown>) {
  await renderRoutes(
    createRootRoute({
      component: () => (
        <BackOfficeAreaProvider area={scope.kind === 'platform' ? 'admin' : 'partner'}>
          <BookingsPage
            scope={scope}
            search={bookingsSearchSchema.parse(address)}
            navigate={() => undefined}
          />
        </BackOfficeAreaProvider>
      ),
    }),
  );
  await screen.findByRole('table');
}

/** The path and the query of the n-th request. */
function requested(call: number) {
  const url = new URL(String(fetchMock.mock.calls[call]?.[0]), 'http://localhost');
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
}

beforeAll(() => initI18nWithEveryText('fr'));
beforeEach(async () => {
  await changeLanguage('fr');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn(() => 'blob:csv');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe("a hotel's bookings", () => {
  it("asks the hotel's own list, without a hotel filter, and links each booking to the hotel's page of it", async () => {
    fetchMock.mockResolvedValue(Response.json(page));
    // A hotel named in the address is not the partner's to choose: it is left out.
    await renderList({ kind: 'hotel', hotelId: 'h1' }, { status: 'CONFIRMED', hotelId: 'h2' });

    expect(requested(0)).toEqual({
      path: '/api/partner/hotels/h1/bookings',
      query: { page: '1', pageSize: '20', sort: 'createdAt', order: 'desc', status: 'CONFIRMED' },
    });
    expect(screen.queryByLabelText('Hôtel')).toBeNull();
    expect(screen.queryByLabelText('Type')).toBeNull();
    const row = screen.getByRole('row', { name: /MB-AND7RY/ });
    expect(within(row).getByRole('link', { name: 'MB-AND7RY' }).getAttribute('href')).toBe(
      '/partner/hotels/h1/bookings/stay-1',
    );
    expect(row.textContent).toContain('1 × Chambre standard');
    expect(row.textContent).toContain('Sur place');
  });

  it('exports the bookings of the filters, every page, as CSV', async () => {
    fetchMock.mockResolvedValue(Response.json(page));
    await renderList({ kind: 'hotel', hotelId: 'h1' }, { status: 'CONFIRMED', page: 3 });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(
      new Response('reference\r\nMB-AND7RY\r\n', { headers: { 'content-type': 'text/csv' } }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(requested(1)).toEqual({
      path: '/api/partner/hotels/h1/bookings/export.csv',
      query: { sort: 'createdAt', order: 'desc', status: 'CONFIRMED' },
    });
  });
});

describe("an airline's bookings", () => {
  it('asks its own list, with neither hotel nor kind, and no export', async () => {
    fetchMock.mockResolvedValue(Response.json({ ...page, items: [] }));
    await renderList({ kind: 'airline', code: 'VO' }, { kind: 'HOTEL' });

    expect(requested(0)).toEqual({
      path: '/api/partner/airlines/VO/bookings',
      query: { page: '1', pageSize: '20', sort: 'createdAt', order: 'desc' },
    });
    expect(screen.queryByRole('button', { name: 'Exporter en CSV' })).toBeNull();
    expect(screen.getByText('Aucune réservation')).toBeTruthy();
  });
});

describe("the back office's bookings", () => {
  it("asks every booking, filtered by hotel, and links to the back office's page of each", async () => {
    fetchMock.mockResolvedValue(Response.json(page));
    await renderList({ kind: 'platform' }, { hotelId: 'h2' });

    const lists = fetchMock.mock.calls
      .map((_, call) => requested(call))
      .filter((call) => call.path.endsWith('/bookings'));
    expect(lists).toEqual([
      {
        path: '/api/admin/bookings',
        query: { page: '1', pageSize: '20', sort: 'createdAt', order: 'desc', hotelId: 'h2' },
      },
    ]);
    expect(screen.getByRole('link', { name: 'MB-AND7RY' }).getAttribute('href')).toBe(
      '/admin/bookings/stay-1',
    );
  });
});
