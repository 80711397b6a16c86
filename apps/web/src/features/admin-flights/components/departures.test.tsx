import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from '@/components/admin/data-table';
import { type BackOfficeArea, BackOfficeAreaProvider } from '@/lib/back-office-area';
import { changeLanguage } from '@/lib/i18n';
import { initI18nWithEveryText } from '@/test/i18n';
import { adminBookingsKey, flightKeys } from '../api/query-keys';
import { departure } from '../test/fixtures';
import { CancelDepartureDialog } from './cancel-departure-dialog';
import { ChangeTimesDialog } from './change-times-dialog';
import { useDepartureColumns } from './departure-columns';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();

const cities: Record<string, string> = { TNR: 'Antananarivo', RUN: 'Saint-Denis' };

/** The same dialogs act in the back office and in the airline's partner area, each through its own path. */
const areas = ['admin', 'partner'] as const;
const departurePath: Record<BackOfficeArea, string> = {
  admin: '/api/admin/flight-instances/dep-1',
  partner: '/api/partner/airlines/MW/departures/dep-1',
};

function withClient(children: React.ReactNode, area: BackOfficeArea = 'admin') {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  return {
    ui: (
      <QueryClientProvider client={queryClient}>
        <BackOfficeAreaProvider area={area}>{children}</BackOfficeAreaProvider>
      </QueryClientProvider>
    ),
    invalidate,
  };
}

function sent() {
  const [input, init] = fetchMock.mock.calls[0] ?? [];
  return {
    url: String(input),
    method: init?.method,
    body: init?.body ? JSON.parse(String(init.body)) : undefined,
  };
}

beforeAll(() => initI18nWithEveryText('fr'));

beforeEach(async () => {
  await changeLanguage('fr');
  vi.clearAllMocks();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

describe('the departures table', () => {
  function renderTable() {
    const { result } = renderHook(() => useDepartureColumns((code) => cities[code]));
    render(
      <DataTable
        caption="Départs"
        columns={result.current}
        rows={[departure]}
        rowKey={(row) => row.id}
        total={1}
        page={1}
        pageSize={20}
        onPageChange={() => undefined}
        empty={null}
      />,
    );
    const [, row] = screen.getAllByRole('row');
    return within(row as HTMLElement).getAllByRole('cell');
  }

  it("shows each airport's own clock, and the arrival the next day", () => {
    const [flight, route, leaves, lands] = renderTable();
    expect(flight?.textContent).toBe('MW 731Mora Wings');
    expect(route?.textContent).toBe('TNRversRUNAntananarivo – Saint-Denis');
    expect(leaves?.textContent).toBe('23:30ven. 4 déc.');
    expect(lands?.textContent).toBe('02:05+1le lendemainsam. 5 déc.');
  });

  it('reads the seats per cabin, the load factor and the passengers', () => {
    const [, , , , seats, load, passengers] = renderTable();
    expect(within(seats as HTMLElement).getByText('Économie : 45 vendus sur 70')).toBeTruthy();
    expect(within(seats as HTMLElement).getByText('Affaires : 5 vendus sur 8')).toBeTruthy();
    expect(load?.textContent).toBe('64\u00a0%');
    expect(passengers?.textContent).toBe('53');
  });
});

describe('CancelDepartureDialog', () => {
  it.each(areas)(
    'names the flight and its day, says how many passengers the email reaches, then counts the bookings cancelled (%s)',
    async (area) => {
      fetchMock.mockResolvedValueOnce(
        Response.json({ instance: { ...departure, status: 'CANCELLED' }, cancelledBookings: 21 }),
      );
      const onOpenChange = vi.fn();
      const { ui, invalidate } = withClient(
        <CancelDepartureDialog open onOpenChange={onOpenChange} instance={departure} />,
        area,
      );
      render(ui);
      const dialog = screen.getByRole('alertdialog', {
        name: 'Annuler le vol MW 731 du vendredi 4 décembre 2026 ?',
      });
      expect(dialog.textContent).toContain('Ses 53 passagers seront prévenus par e-mail');

      fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler le départ' }));

      await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
      expect(sent()).toMatchObject({ url: `${departurePath[area]}/cancel`, method: 'POST' });
      expect(toast.success).toHaveBeenCalledWith('Vol MW 731 annulé : 21 réservations annulées');
      expect(invalidate).toHaveBeenCalledWith({ queryKey: flightKeys.departures });
      expect(invalidate).toHaveBeenCalledWith({ queryKey: adminBookingsKey });
    },
  );

  it('says when no one is booked, and when nothing was to cancel', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ instance: departure, cancelledBookings: 0 }));
    const { ui } = withClient(
      <CancelDepartureDialog
        open
        onOpenChange={() => undefined}
        instance={{ ...departure, passengers: 0 }}
      />,
    );
    render(ui);
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain("Aucun passager n'y est réservé.");
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler le départ' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Vol MW 731 annulé : aucune réservation à annuler'),
    );
  });
});

describe('ChangeTimesDialog', () => {
  function renderDialog(area: BackOfficeArea = 'admin') {
    const onOpenChange = vi.fn();
    const { ui } = withClient(
      <ChangeTimesDialog open onOpenChange={onOpenChange} instance={departure} />,
      area,
    );
    render(ui);
    const dialog = screen.getByRole('dialog', { name: 'Changer les horaires du vol MW 731' });
    return { dialog, onOpenChange };
  }

  it("starts from the departure's local times and the day it lands", () => {
    const { dialog } = renderDialog();
    expect(within(dialog).getByLabelText('Départ de TNR')).toHaveProperty('value', '23:30');
    expect(within(dialog).getByLabelText('Arrivée à RUN')).toHaveProperty('value', '02:05');
    expect(within(dialog).getByRole('radio', { name: '+1 jour' })).toHaveProperty('checked', true);
  });

  it.each(areas)('sends the new times; the date stays; the toast says who is mailed (%s)', async (area) => {
    fetchMock.mockResolvedValueOnce(Response.json({ ...departure, departure: '2026-12-04T21:00:00+03:00' }));
    const { dialog, onOpenChange } = renderDialog(area);
    fireEvent.change(within(dialog).getByLabelText('Départ de TNR'), { target: { value: '21:00' } });
    fireEvent.change(within(dialog).getByLabelText('Arrivée à RUN'), { target: { value: '23:35' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Le même jour' }));
    fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent()).toEqual({
      url: `${departurePath[area]}/times`,
      method: 'PUT',
      body: { departureTime: '21:00', arrivalTime: '23:35', arrivalDayOffset: 0 },
    });
    expect(toast.success).toHaveBeenCalledWith(
      'Nouveaux horaires enregistrés pour le vol MW 731 : ses 53 passagers les reçoivent par e-mail, et la compagnie la liste des correspondances qui ne tiennent plus',
    );
  });

  it('shows an arrival before the departure under the arrival time', async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json(
        {
          code: 'VALIDATION_ERROR',
          message: 'Invalid body or query parameters',
          details: {
            issues: [
              {
                path: 'arrivalTime',
                message:
                  'The arrival comes before the departure in local times: for an overnight flight, land a day later',
              },
            ],
          },
        },
        { status: 422 },
      ),
    );
    const { dialog, onOpenChange } = renderDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Le même jour' }));
    fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);

    const arrival = within(dialog).getByLabelText('Arrivée à RUN');
    await waitFor(() => expect(arrival.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      "L'arrivée précède le départ : pour un vol de nuit, choisissez +1 jour",
    );
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });
});
