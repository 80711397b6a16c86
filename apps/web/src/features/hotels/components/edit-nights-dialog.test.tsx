import { addDays, formatAriary, todayInMadagascar } from '@madabook/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '@/lib/format';
import { changeLanguage } from '@/lib/i18n';
import { initI18nWithEveryText } from '@/test/i18n';
import { hotelKeys } from '../api/query-keys';
import { EditNightsDialog } from './edit-nights-dialog';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
const today = todayInMadagascar();
const night = (days: number) => addDays(today, days);
const rooms = [
  { roomId: 'bungalow', name: 'Bungalow plage', pricePerNight: 100_000 },
  { roomId: 'suite', name: 'Suite lagon', pricePerNight: 250_000 },
];
const price = (amount: number) => formatAriary(amount, 'fr');

function renderDialog(initial = { from: night(30), to: night(36), roomIds: ['bungalow', 'suite'] }) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const onOpenChange = vi.fn();
  const onApplied = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <EditNightsDialog
        open
        onOpenChange={onOpenChange}
        hotelId="h1"
        rooms={rooms}
        initial={initial}
        onApplied={onApplied}
      />
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Modifier les nuits' });
  const submit = () => fireEvent.submit(within(dialog).getByRole('button', { name: 'Appliquer' }));
  return { dialog, submit, invalidate, onOpenChange, onApplied };
}

function sent() {
  const [input, init] = fetchMock.mock.calls[0] ?? [];
  return { url: String(input), method: init?.method, body: JSON.parse(String(init?.body)) };
}

beforeAll(() => initI18nWithEveryText('fr'));

beforeEach(async () => {
  await changeLanguage('fr');
  vi.clearAllMocks();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

describe('EditNightsDialog', () => {
  it('starts from the selection: its nights and room types', () => {
    const { dialog } = renderDialog();
    expect(within(dialog).getByLabelText('Première nuit')).toHaveProperty('value', night(30));
    expect(within(dialog).getByLabelText('Dernière nuit')).toHaveProperty('value', night(36));
    expect(within(dialog).getByText('7 nuits')).toBeTruthy();
    for (const name of [/Bungalow plage/, /Suite lagon/]) {
      expect(within(dialog).getByRole('checkbox', { name }).getAttribute('aria-checked')).toBe('true');
    }
    // Every setting starts "Unchanged", each group named by its legend.
    expect(within(dialog).getAllByRole('radio', { name: 'Inchangé', checked: true })).toHaveLength(5);
    const price = within(dialog).getByRole('group', { name: 'Prix par nuit' });
    expect(within(price).getByRole('radio', { name: 'Inchangé' })).toHaveProperty('checked', true);
  });

  it('puts a week up 30%, previews the new prices, then refreshes the calendar', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ updatedNights: 14 }));
    const { dialog, submit, invalidate, onOpenChange, onApplied } = renderDialog();

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Pourcentage' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Variation en %' }), {
      target: { value: '+30' },
    });
    const preview = within(dialog).getByText('Prix par nuit après modification').parentElement;
    expect(preview?.textContent).toContain(`Bungalow plage : ${price(100_000)} → ${price(130_000)}`);
    expect(preview?.textContent).toContain(`Suite lagon : ${price(250_000)} → ${price(325_000)}`);

    submit();

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent()).toEqual({
      url: '/api/admin/hotels/h1/calendar',
      method: 'PUT',
      body: {
        roomIds: ['bungalow', 'suite'],
        from: night(30),
        to: night(36),
        price: { kind: 'PERCENT', percent: 30 },
      },
    });
    expect(toast.success).toHaveBeenCalledWith('Calendrier mis à jour : 7 nuits, 2 types de chambre');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: hotelKeys.hotelOccupancy('h1') });
    expect(onApplied).toHaveBeenCalledOnce();
  });

  it('closes the bungalows alone for a fortnight of repairs', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    const { dialog, submit, onOpenChange } = renderDialog({ from: night(10), to: night(10), roomIds: [] });

    fireEvent.change(within(dialog).getByLabelText('Première nuit'), { target: { value: night(40) } });
    fireEvent.change(within(dialog).getByLabelText('Dernière nuit'), { target: { value: night(54) } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Bungalow plage/ }));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Fermer à la vente' }));
    submit();

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent().body).toEqual({ roomIds: ['bungalow'], from: night(40), to: night(54), closed: true });
    expect(toast.success).toHaveBeenCalledWith('Calendrier mis à jour : 15 nuits, 1 type de chambre');
  });

  it('names the night and room type when fewer rooms would be for sale than are sold', async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json(
        {
          code: 'ROOMS_BELOW_SOLD',
          message: 'More rooms are already sold on some night than this would leave for sale',
          details: { night: night(33), roomId: 'suite' },
        },
        { status: 409 },
      ),
    );
    const { dialog, submit, onOpenChange } = renderDialog();

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Nombre' }));
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Chambres en vente chaque nuit' }), {
      target: { value: '0' },
    });
    submit();

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(
      `Impossible : plus de chambres « Suite lagon » sont déjà vendues la nuit du ${formatDate(night(33), 'fr', { dateStyle: 'full' })} que celles qui resteraient en vente.`,
    );
    expect(sent().body).toMatchObject({ forSale: 0 });
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('toasts any other failure and stays open', async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json({ code: 'FORBIDDEN', message: 'Forbidden' }, { status: 403 }),
    );
    const { dialog, submit, onOpenChange } = renderDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Prix de base' }));
    submit();

    await waitFor(() => expect(toast.error).toHaveBeenCalledOnce());
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(sent().body).toMatchObject({ price: { kind: 'DEFAULT' } });
  });

  it('sends nothing while nothing would change, or a field is wrong', async () => {
    const { dialog, submit } = renderDialog();
    submit();
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Choisissez au moins une modification',
    );

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Montant fixe' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Bungalow plage/ }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Suite lagon/ }));
    submit();

    await waitFor(() => expect(within(dialog).getByText('Ce champ est obligatoire')).toBeTruthy());
    expect(within(dialog).getByText('Choisissez au moins un type de chambre')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
