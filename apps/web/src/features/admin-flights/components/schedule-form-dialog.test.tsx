import type { Airline, FlightSchedule } from '@madabook/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { initI18nWithEveryText } from '@/test/i18n';
import { flightKeys } from '../api/query-keys';
import { airports, schedule } from '../test/fixtures';
import { ScheduleFormDialog } from './schedule-form-dialog';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();

const airlines: Airline[] = [{ code: 'MW', name: 'Mora Wings', color: '#0B6E4F' }];

function renderDialog(editing: FlightSchedule | null = schedule) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <ScheduleFormDialog
        open
        onOpenChange={onOpenChange}
        schedule={editing}
        airports={airports}
        airlines={airlines}
      />
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog');
  const submit = () => fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
  const field = (name: string | RegExp) => within(dialog).getByLabelText(name);
  return { dialog, submit, field, onOpenChange, invalidate };
}

function sent() {
  const [input, init] = fetchMock.mock.calls[0] ?? [];
  return { url: String(input), method: init?.method, body: JSON.parse(String(init?.body)) };
}

const refusal = (status: number, code: string, details: unknown) =>
  Response.json({ code, message: code, details }, { status });

beforeAll(() => initI18nWithEveryText('fr'));

beforeEach(async () => {
  await changeLanguage('fr');
  vi.clearAllMocks();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

describe('ScheduleFormDialog', () => {
  it('shows the schedule: its times, its days pressed, its fares', () => {
    const { dialog, field } = renderDialog();
    expect(within(dialog).getByRole('heading', { name: 'Modifier le programme MW 102' })).toBeTruthy();
    expect(field('Heure de départ')).toHaveProperty('value', '08:05');
    expect(field('Économie Light')).toHaveProperty('value', '450000');
    const days = within(dialog).getByRole('group', { name: /Jours de la semaine/ });
    const pressed = within(days)
      .getAllByRole('button', { pressed: true })
      .map((button) => button.getAttribute('aria-label'));
    expect(pressed).toEqual(['lundi', 'mercredi', 'vendredi']);
    expect(within(dialog).getByRole('radio', { name: 'Le même jour' })).toHaveProperty('checked', true);
  });

  it('makes it overnight on the weekend and sends the whole schedule', async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json({ ...schedule, arrivalTime: '00:40', arrivalDayOffset: 1 }),
    );
    const { dialog, submit, field, onOpenChange, invalidate } = renderDialog();

    fireEvent.change(field('Heure de départ'), { target: { value: '23:30' } });
    fireEvent.change(field("Heure d'arrivée"), { target: { value: '00:40' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: '+1 jour' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'samedi' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'lundi' }));
    fireEvent.change(field('Économie Light'), { target: { value: '' } });
    submit();

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent()).toEqual({
      url: '/api/admin/flight-schedules/sch-1',
      method: 'PUT',
      body: {
        airlineCode: 'MW',
        flightNumber: '102',
        origin: 'TNR',
        destination: 'NOS',
        departureTime: '23:30',
        arrivalTime: '00:40',
        arrivalDayOffset: 1,
        daysOfWeek: [3, 5, 6],
        validFrom: '2026-12-01',
        validTo: '2027-03-31',
        economySeats: 70,
        businessSeats: 0,
        economyLightFare: null,
        economyFlexFare: 560_000,
        businessFlexFare: null,
      },
    });
    expect(toast.success).toHaveBeenCalledWith('Programme MW 102 mis à jour');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: flightKeys.departures });
  });

  it('puts the server’s verdict under the arrival time, until it changes', async () => {
    fetchMock.mockResolvedValueOnce(
      refusal(422, 'VALIDATION_ERROR', {
        issues: [
          {
            path: 'arrivalTime',
            message:
              'The arrival comes before the departure in local times: for an overnight flight, land a day later',
          },
        ],
      }),
    );
    const { dialog, submit, field, onOpenChange } = renderDialog();
    fireEvent.change(field("Heure d'arrivée"), { target: { value: '07:00' } });
    submit();

    const arrival = field("Heure d'arrivée");
    await waitFor(() => expect(arrival.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      "L'arrivée précède le départ : pour un vol de nuit, choisissez +1 jour",
    );
    expect(toast.error).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();

    fireEvent.change(arrival, { target: { value: '09:20' } });
    await waitFor(() => expect(arrival.getAttribute('aria-invalid')).toBeNull());
  });

  it('names the departure that sold more seats than would be left', async () => {
    fetchMock.mockResolvedValueOnce(
      refusal(409, 'SEATS_BELOW_SOLD', {
        instanceId: 'dep-4',
        departureDate: '2026-12-04',
        economySold: 52,
        businessSold: 0,
      }),
    );
    const { dialog, submit, field } = renderDialog();
    fireEvent.change(field('Sièges en économie'), { target: { value: '40' } });
    submit();

    const alert = await within(dialog).findByText(/Impossible : le départ du vendredi 4 décembre 2026/);
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    const economy = field('Sièges en économie');
    expect(economy.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(String(economy.getAttribute('aria-describedby')).split(' ').at(-1) ?? '')
        ?.textContent,
    ).toBe('52 sièges déjà vendus au départ du vendredi 4 décembre 2026');
    expect(field('Sièges en affaires').getAttribute('aria-invalid')).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('toasts any other failure and stays open', async () => {
    fetchMock.mockResolvedValueOnce(refusal(403, 'FORBIDDEN', undefined));
    const { submit, onOpenChange } = renderDialog();
    submit();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Vous n'êtes pas autorisé à faire cela"));
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('sends nothing while a rule of the contracts is broken', async () => {
    const { dialog, submit } = renderDialog(null);
    expect(within(dialog).getByRole('heading', { name: 'Nouveau programme' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Du lundi au vendredi' }));
    for (const day of ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi']) {
      fireEvent.click(within(dialog).getByRole('button', { name: day }));
    }
    submit();

    await waitFor(() => expect(within(dialog).getByText('Choisissez au moins un jour')).toBeTruthy());
    const errors = within(dialog)
      .getAllByRole('alert')
      .map((alert) => alert.textContent);
    expect(errors).toEqual(
      expect.arrayContaining([
        'Choisissez une compagnie',
        'Choisissez un aéroport',
        'Choisissez au moins un jour',
        'Ce champ est obligatoire',
      ]),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
