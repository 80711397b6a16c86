import { bookingSources, formatAriary, type Report, type ReportFigures } from '@madabook/contracts';
import { createRootRoute, createRoute, Outlet } from '@tanstack/react-router';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useListSearch } from '@/components/admin/use-table-search';
import { type BackOfficeArea, BackOfficeAreaProvider } from '@/lib/back-office-area';
import { changeLanguage } from '@/lib/i18n';
import { uncheckedSearch } from '@/lib/url-params';
import { initI18nWithEveryText } from '@/test/i18n';
import { renderRoutes } from '@/test/render-routes';
import { presetRange, reportsSearchSchema } from '../report-range';
import { ReportsPage } from './reports-page';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();

const none: ReportFigures = {
  available: 0,
  sold: 0,
  occupancy: null,
  adr: null,
  revpar: null,
  revenue: 0,
  cancellations: 0,
  cancelledRoomNights: 0,
  noShows: 0,
  noShowRoomNights: 0,
};

type Source = (typeof bookingSources)[number];
type Counts = Pick<ReportFigures, 'available' | 'sold' | 'revenue'> & Partial<ReportFigures>;

/** Counts with the ratios the API derives from them. */
function withRatios({ available, sold, revenue, ...rest }: Counts): ReportFigures {
  return {
    ...none,
    ...rest,
    available,
    sold,
    revenue,
    occupancy: available ? Math.round((sold / available) * 1000) / 1000 : null,
    adr: sold ? Math.round(revenue / sold) : null,
    revpar: available ? Math.round(revenue / available) : null,
  };
}

/** A night's (or the range's) figures from its sources', each source's `available` being the whole's as the API gives it. */
function figures(available: number, bySource: Partial<Record<Source, Partial<ReportFigures>>>) {
  const split = Object.fromEntries(
    bookingSources.map((source) => [
      source,
      withRatios({ available, sold: 0, revenue: 0, ...bySource[source] }),
    ]),
  ) as Record<Source, ReportFigures>;
  const sum = (key: keyof ReportFigures) =>
    bookingSources.reduce((total, source) => total + (split[source][key] ?? 0), 0);
  return {
    ...withRatios({
      available,
      sold: sum('sold'),
      revenue: sum('revenue'),
      cancellations: sum('cancellations'),
      cancelledRoomNights: sum('cancelledRoomNights'),
      noShows: sum('noShows'),
      noShowRoomNights: sum('noShowRoomNights'),
    }),
    bySource: split,
  };
}

const report: Report = {
  hotelId: 'h1',
  from: '2026-07-01',
  to: '2026-07-02',
  nights: [
    {
      night: '2026-07-01',
      ...figures(4, { ONLINE: { sold: 2, revenue: 300_000 }, PHONE: { sold: 1, revenue: 120_000 } }),
    },
    {
      night: '2026-07-02',
      ...figures(4, {
        WALK_IN: { sold: 2, revenue: 240_000 },
        ONLINE: { cancellations: 1, cancelledRoomNights: 3 },
      }),
    },
  ],
  totals: figures(8, {
    ONLINE: { sold: 2, revenue: 300_000, cancellations: 1, cancelledRoomNights: 3 },
    PHONE: { sold: 1, revenue: 120_000 },
    WALK_IN: { sold: 2, revenue: 240_000 },
  }),
};

const price = (amount: number) => formatAriary(amount, 'fr');
const requested = () => fetchMock.mock.calls.map(([input]) => String(input));

/** Clicks "Download CSV" and waits for the file to be asked for. */
async function downloadCsv() {
  const asked = fetchMock.mock.calls.length;
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Télécharger le CSV' })));
  await waitFor(() => expect(fetchMock.mock.calls.length).toBe(asked + 1));
}

/** The page as its routes build it, its range in a real router's URL (one path stands in for both areas). */
function renderReports(
  initialEntry: string,
  { area, hotelId }: { area: BackOfficeArea; hotelId?: string } = { area: 'partner', hotelId: 'h1' },
) {
  const rootRoute = createRootRoute({ component: Outlet });
  const reportsRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/admin/reports',
    validateSearch: uncheckedSearch,
    component: function Reports() {
      const { search, navigate } = useListSearch(
        reportsSearchSchema,
        reportsRoute.useSearch(),
        reportsRoute.useNavigate(),
      );
      return (
        <BackOfficeAreaProvider area={area}>
          <ReportsPage
            hotelId={hotelId}
            hotelName={hotelId ? 'Hôtel des Jacarandas' : undefined}
            search={search}
            onRangeChange={(range) => navigate(() => range)}
          />
        </BackOfficeAreaProvider>
      );
    },
  });
  return renderRoutes(rootRoute.addChildren([reportsRoute]), { initialEntry });
}

beforeAll(() => initI18nWithEveryText('fr'));
beforeEach(async () => {
  await changeLanguage('fr');
  vi.clearAllMocks();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  // The CSV is saved through an object URL and a link's click, which happy-dom does not follow.
  URL.createObjectURL = vi.fn(() => 'blob:csv');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('ReportsPage', () => {
  it("shows the range's key figures, its sources and its nights from the API's answer", async () => {
    fetchMock.mockResolvedValue(Response.json(report));
    await renderReports('/admin/reports?from=2026-07-01&to=2026-07-02');

    const keyFigures = await screen.findByRole('region', { name: 'Chiffres clés' });
    expect(requested()).toEqual(['/api/partner/hotels/h1/reports?from=2026-07-01&to=2026-07-02']);
    const figure = (label: string) =>
      within(keyFigures).getByText(label).closest('div')?.querySelectorAll('dd')[0]?.textContent;
    expect(figure("Taux d'occupation")).toBe('62,5\u00a0%');
    expect(figure('Prix moyen (ADR)')).toBe(price(132_000));
    expect(figure('RevPAR')).toBe(price(82_500));
    expect(figure("Chiffre d'affaires")).toBe(price(660_000));
    expect(figure('Nuitées vendues')).toBe('5');
    expect(within(keyFigures).getByText('sur 8 disponibles')).toBeTruthy();
    expect(figure('Annulations')).toBe('1');
    expect(within(keyFigures).getByText('3 nuitées annulées')).toBeTruthy();

    const sources = screen.getByRole('table', { name: /Chiffres par origine des réservations/ });
    const cells = (name: string) =>
      within(within(sources).getByRole('row', { name: new RegExp(`^${name}`) }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    // Sold, occupancy, revenue, ADR, RevPAR, cancellations, no-shows.
    expect(cells('En ligne')).toEqual([
      '2',
      '25\u00a0%',
      price(300_000),
      price(150_000),
      price(37_500),
      '1',
      '0',
    ]);
    expect(cells('Au comptoir')).toEqual([
      '2',
      '25\u00a0%',
      price(240_000),
      price(120_000),
      price(30_000),
      '0',
      '0',
    ]);
    expect(cells('E-mail')).toEqual(['0', '0\u00a0%', price(0), '—sans objet', price(0), '0', '0']);
    expect(cells('Total')[0]).toBe('5');

    const nights = screen.getByRole('table', { name: /Chiffres de chaque nuit/ });
    const firstNight = within(nights).getAllByRole('row')[1] as HTMLElement;
    expect(within(firstNight).getByRole('rowheader').textContent).toBe('mer. 1 juil.');
    expect(within(firstNight).getAllByRole('cell')[0]?.textContent).toBe('75\u00a0%');
    expect(screen.getByRole('status').textContent).toBe('Du 1 juil. 2026 au 2 juil. 2026, 2 nuits');
  });

  it('checks the range before asking: in order, and at most 366 nights', async () => {
    fetchMock.mockResolvedValue(Response.json(report));
    const { router } = await renderReports('/admin/reports?from=2026-07-01&to=2026-07-02');
    await screen.findByRole('region', { name: 'Chiffres clés' });
    const from = screen.getByLabelText('Première nuit');
    const to = screen.getByLabelText('Dernière nuit');

    fireEvent.change(to, { target: { value: '2026-06-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Afficher' }));
    expect(await screen.findByText('La dernière nuit vient avant la première')).toBeTruthy();
    expect(to.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(from, { target: { value: '2025-06-01' } });
    fireEvent.change(to, { target: { value: '2026-06-02' } });
    fireEvent.click(screen.getByRole('button', { name: 'Afficher' }));
    expect(await screen.findByText('366 nuits au plus à la fois')).toBeTruthy();
    expect(router.state.location.search).toEqual({ from: '2026-07-01', to: '2026-07-02' });
    expect(requested()).toHaveLength(1);

    fireEvent.change(to, { target: { value: '2026-05-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Afficher' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ from: '2025-06-01', to: '2026-05-31' }),
    );
    await waitFor(() =>
      expect(requested().at(-1)).toBe('/api/partner/hotels/h1/reports?from=2025-06-01&to=2026-05-31'),
    );
  });

  it('explains a range the address cannot have, and asks nothing', async () => {
    await renderReports('/admin/reports?from=2026-07-10&to=2026-07-01');

    expect(screen.getByRole('alert').textContent).toContain('La dernière nuit vient avant la première');
    expect(screen.getByRole('button', { name: 'Télécharger le CSV' })).toHaveProperty('disabled', true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes a preset in one tap, into the address', async () => {
    fetchMock.mockResolvedValue(Response.json({ ...report, nights: [], totals: figures(0, {}) }));
    const { router } = await renderReports('/admin/reports');

    const thisMonth = screen.getByRole('button', { name: 'Ce mois-ci' });
    expect(thisMonth.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Le mois dernier' }));

    await waitFor(() => expect(router.state.location.search).toEqual(presetRange('lastMonth')));
    expect(screen.getByRole('button', { name: 'Le mois dernier' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says so when no room night was for sale', async () => {
    fetchMock.mockResolvedValue(Response.json({ ...report, nights: [], totals: figures(0, {}) }));
    await renderReports('/admin/reports?from=2026-07-01&to=2026-07-02');

    expect(await screen.findByText('Aucune chambre en vente sur cette période')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("downloads the same range as CSV from the hotel's address", async () => {
    fetchMock.mockImplementation(async () => Response.json(report));
    await renderReports('/admin/reports?from=2026-07-01&to=2026-07-02');
    await screen.findByRole('region', { name: 'Chiffres clés' });

    await downloadCsv();
    expect(requested().at(-1)).toBe(
      '/api/partner/hotels/h1/reports?from=2026-07-01&to=2026-07-02&format=csv',
    );
  });

  it("reports every hotel together on the platform's page, and downloads them together", async () => {
    fetchMock.mockImplementation(async () => Response.json({ ...report, hotelId: null }));
    await renderReports('/admin/reports?from=2026-07-01&to=2026-07-02', { area: 'admin' });

    await screen.findByRole('region', { name: 'Chiffres clés' });
    expect(screen.getByText('Tous les hôtels ensemble')).toBeTruthy();
    expect(requested()).toEqual(['/api/admin/reports?from=2026-07-01&to=2026-07-02']);
    await downloadCsv();
    expect(requested().at(-1)).toBe('/api/admin/reports?from=2026-07-01&to=2026-07-02&format=csv');
  });
});
