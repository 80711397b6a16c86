import type { FlightInstance, FlightSchedule } from '@madabook/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRootRoute, createRoute, Outlet } from '@tanstack/react-router';
import { fireEvent, getByRole, render, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useListSearch } from '@/components/admin/use-table-search';
import { BackOfficeAreaProvider } from '@/lib/back-office-area';
import { changeLanguage } from '@/lib/i18n';
import { uncheckedSearch } from '@/lib/url-params';
import { initI18nWithEveryText } from '@/test/i18n';
import { renderRoutes } from '@/test/render-routes';
import type { PageAirline } from '../flight-pages';
import { departuresSearchSchema, schedulesSearchSchema } from '../flights-search';
import { airports, departure, schedule } from '../test/fixtures';
import { DeparturesPage } from './departures-page';
import { ScheduleFormDialog } from './schedule-form-dialog';
import { SchedulesPage } from './schedules-page';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const vorona: PageAirline = { code: 'VO', name: 'Vorona Air' };

/** The fixtures, as the airline's own. */
const voronaSchedule: FlightSchedule = { ...schedule, airlineCode: 'VO' };
const voronaDeparture: FlightInstance = {
  ...departure,
  airline: { code: 'VO', name: 'Vorona Air', color: '#0E7C86' },
  flightNumber: 'VO 731',
};

const page = <Item,>(items: Item[]) => ({ items, total: items.length, page: 1, pageSize: 20 });

/** The API as the partner area reaches it: its airline's lists, and the public airports. */
const fetchMock = vi.fn<typeof fetch>(async (input) => {
  const { pathname } = new URL(String(input), 'http://madabook.test');
  if (pathname === '/api/airports') return Response.json(airports);
  if (pathname === '/api/partner/airlines/VO/departures') return Response.json(page([voronaDeparture]));
  if (pathname === '/api/partner/airlines/VO/schedules') return Response.json(page([voronaSchedule]));
  return Response.json({ code: 'FORBIDDEN', message: 'Not for partners' }, { status: 403 });
});

/** Radix opens its lists on a pointer press, as a mouse gives it. */
async function choose(container: HTMLElement, list: string, option: string) {
  fireEvent.pointerDown(getByRole(container, 'combobox', { name: list }), {
    button: 0,
    ctrlKey: false,
    pointerType: 'mouse',
  });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

const requested = () => fetchMock.mock.calls.map(([input]) => String(input));

function lastSent() {
  const [input, init] = fetchMock.mock.calls.at(-1) ?? [];
  return {
    url: String(input),
    method: init?.method,
    body: init?.body ? JSON.parse(String(init.body)) : undefined,
  };
}

/** The airline's two pages as its routes build them, in the partner area. */
function renderAirlinePages(initialEntry: string) {
  const rootRoute = createRootRoute({
    component: () => (
      <BackOfficeAreaProvider area="partner">
        <Outlet />
      </BackOfficeAreaProvider>
    ),
  });
  const departuresRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/partner/airlines/$code',
    validateSearch: uncheckedSearch,
    component: function Departures() {
      const list = useListSearch(
        departuresSearchSchema,
        departuresRoute.useSearch(),
        departuresRoute.useNavigate(),
      );
      return <DeparturesPage {...list} airline={vorona} />;
    },
  });
  const schedulesRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/partner/airlines/$code/schedules',
    validateSearch: uncheckedSearch,
    component: function Schedules() {
      const list = useListSearch(
        schedulesSearchSchema,
        schedulesRoute.useSearch(),
        schedulesRoute.useNavigate(),
      );
      return <SchedulesPage {...list} airline={vorona} />;
    },
  });
  return renderRoutes(rootRoute.addChildren([departuresRoute, schedulesRoute]), { initialEntry });
}

/** The schedule form of the airline's page, alone: a new schedule, or `editing`. */
function renderScheduleForm(editing: FlightSchedule | null) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <BackOfficeAreaProvider area="partner">
        <ScheduleFormDialog
          open
          onOpenChange={onOpenChange}
          schedule={editing}
          airports={airports}
          airlines={[]}
          airline={vorona}
        />
      </BackOfficeAreaProvider>
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog');
  const submit = () => fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
  return { dialog, submit, onOpenChange };
}

beforeAll(() => initI18nWithEveryText('fr'));

beforeEach(async () => {
  await changeLanguage('fr');
  vi.clearAllMocks();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

describe("an airline's departures, in its partner area", () => {
  it("lists the airline's own departures, headed with its name, from the airline's path", async () => {
    await renderAirlinePages('/partner/airlines/VO?status=SCHEDULED');

    expect(await screen.findByRole('heading', { level: 1, name: 'Vols — Vorona Air' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('VO 731').length).toBeGreaterThan(0));
    const list = requested().find((url) => url.includes('/departures'));
    expect(list).toMatch(/^\/api\/partner\/airlines\/VO\/departures\?/);
    expect(list).toContain('status=SCHEDULED');
    expect(requested()).toContain('/api/airports');
    expect(requested().some((url) => url.includes('/admin/'))).toBe(false);
  });
});

describe("an airline's schedules, in its partner area", () => {
  it('lists them from the airline’s path with no airline to choose, even one named in the address', async () => {
    await renderAirlinePages('/partner/airlines/VO/schedules?airlineCode=MW');

    expect(await screen.findByRole('heading', { level: 1, name: 'Programmes — Vorona Air' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('VO 102').length).toBeGreaterThan(0));
    const list = requested().find((url) => url.includes('/schedules'));
    expect(list).toMatch(/^\/api\/partner\/airlines\/VO\/schedules\?/);
    expect(list).not.toContain('airlineCode');
    expect(screen.queryByLabelText('Compagnie')).toBeNull();
    expect(screen.getByLabelText('Départ de')).toBeTruthy();
    expect(requested().some((url) => url.includes('/admin/'))).toBe(false);
  });

  it('creates a schedule of the page’s airline, shown and not chosen', async () => {
    fetchMock.mockResolvedValueOnce(Response.json(voronaSchedule, { status: 201 }));
    const { dialog, submit, onOpenChange } = renderScheduleForm(null);
    expect(within(dialog).getByRole('heading', { name: 'Nouveau programme' })).toBeTruthy();
    const airline = within(dialog).getByLabelText('Compagnie');
    expect(airline).toHaveProperty('value', 'VO · Vorona Air');
    expect(airline).toHaveProperty('readOnly', true);
    expect(within(dialog).queryByRole('combobox', { name: 'Compagnie' })).toBeNull();

    const field = (name: string) => within(dialog).getByLabelText(name);
    fireEvent.change(field('Numéro de vol'), { target: { value: '101' } });
    fireEvent.change(field('Heure de départ'), { target: { value: '08:05' } });
    fireEvent.change(field("Heure d'arrivée"), { target: { value: '09:20' } });
    fireEvent.change(field('Dernier jour'), { target: { value: '2099-03-31' } });
    fireEvent.change(field('Sièges en économie'), { target: { value: '70' } });
    fireEvent.change(field('Économie Flex'), { target: { value: '560000' } });
    await choose(dialog, 'Départ de', 'TNR · Antananarivo');
    await choose(dialog, 'Arrivée à', 'NOS · Nosy Be');
    submit();

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(lastSent()).toMatchObject({
      url: '/api/partner/airlines/VO/schedules',
      method: 'POST',
      body: { airlineCode: 'VO', flightNumber: '101', origin: 'TNR', destination: 'NOS' },
    });
  });

  it('saves a schedule through the airline’s path, and shows a new route refused for its sales on the form', async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json(
        {
          code: 'SCHEDULE_HAS_SALES',
          message: 'The departure of 2026-12-04 has bookings',
          details: { instanceId: 'dep-1', departureDate: '2026-12-04' },
        },
        { status: 409 },
      ),
    );
    const { dialog, submit, onOpenChange } = renderScheduleForm(voronaSchedule);
    expect(within(dialog).getByRole('heading', { name: 'Modifier le programme VO 102' })).toBeTruthy();
    await choose(dialog, 'Arrivée à', 'TNR · Antananarivo');
    await choose(dialog, 'Départ de', 'NOS · Nosy Be');
    submit();

    const alert = await within(dialog).findByText(
      /Impossible : le départ du vendredi 4 décembre 2026 a déjà des réservations/,
    );
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(lastSent()).toMatchObject({
      url: '/api/partner/airlines/VO/schedules/sch-1',
      method: 'PUT',
      body: { airlineCode: 'VO', origin: 'NOS', destination: 'TNR' },
    });
    for (const name of ['Départ de', 'Arrivée à']) {
      expect(within(dialog).getByRole('combobox', { name }).getAttribute('aria-invalid')).toBe('true');
    }
    expect(within(dialog).getByLabelText('Compagnie').getAttribute('aria-invalid')).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
