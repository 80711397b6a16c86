import type { AdminPayment } from '@madabook/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '@/components/admin/search-input';
import { changeLanguage } from '@/lib/i18n';
import { initI18nWithEveryText } from '@/test/i18n';
import { adminPayment, lateMvolaPayment } from '../test/fixtures';
import { renderAdminPage } from '../test/test-router';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();

const listCalls = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/admin/payments');
const lastListQuery = () => Object.fromEntries(listCalls().at(-1)?.searchParams ?? []);

/** The list answers `items`; POSTs answer `changed` and the list then holds it in place of its old self. */
function answer(items: AdminPayment[], changed?: AdminPayment) {
  let current = items;
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (init?.method === 'POST' && changed) {
      current = current.map((payment) => (payment.id === changed.id ? changed : payment));
      return Response.json(changed);
    }
    if (url.pathname === '/api/admin/payments') {
      return Response.json({ items: current, total: current.length, page: 1, pageSize: 20 });
    }
    return Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
  });
}

const posted = () =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([input]) => String(input));

/** Radix opens its menus and lists on a pointer press, as a mouse gives it. */
function press(element: HTMLElement) {
  fireEvent.pointerDown(element, { button: 0, ctrlKey: false, pointerType: 'mouse' });
}

beforeAll(() => initI18nWithEveryText('fr'));
beforeEach(async () => {
  await changeLanguage('fr');
  vi.clearAllMocks();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('/admin/payments', () => {
  it('asks for the filters of its URL, newest first, and shows each payment in a row', async () => {
    answer([lateMvolaPayment()]);
    await renderAdminPage('/admin/payments?q=MB-9RT4WX&method=MVOLA&refund=FAILED');

    const row = (await screen.findByRole('link', { name: 'MB-9RT4WX' })).closest('tr') as HTMLElement;
    expect(lastListQuery()).toEqual({
      page: '1',
      pageSize: '20',
      q: 'MB-9RT4WX',
      sort: 'createdAt',
      order: 'desc',
      method: 'MVOLA',
      refund: 'FAILED',
    });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '20/11/2026 10:30',
      'MB-9RT4WX',
      'Lova Randria',
      'MVola',
      '135\u202f000\u00a0Ar',
      'Payé',
      'mvola-corr-77',
      'Échoué135\u202f000\u00a0Ar',
      '',
    ]);
    expect(screen.getByRole('link', { name: 'MB-9RT4WX' }).getAttribute('href')).toBe(
      '/admin/bookings/booking-2',
    );
  });

  it('keeps the search and the filters in the URL, back on the first page, without the defaults', async () => {
    answer([]);
    const { router } = await renderAdminPage('/admin/payments?page=3&status=PENDING');
    await screen.findByText('Aucun paiement ne correspond');

    vi.useFakeTimers();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher' }), {
      target: { value: ' 0340000001 ' },
    });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    vi.useRealTimers();
    await waitFor(() => expect(router.state.location.search).toEqual({ q: '0340000001', status: 'PENDING' }));

    press(screen.getByRole('combobox', { name: 'Remboursement' }));
    fireEvent.click(await screen.findByRole('option', { name: 'À faire à la main' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ q: '0340000001', status: 'PENDING', refund: 'DUE' }),
    );
    await waitFor(() => expect(lastListQuery()).toMatchObject({ q: '0340000001', refund: 'DUE', page: '1' }));

    press(screen.getByRole('combobox', { name: 'Statut' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Tous' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ q: '0340000001', refund: 'DUE' }));
  });

  it('says when there are no payments at all, and when the list cannot be read', async () => {
    answer([]);
    await renderAdminPage('/admin/payments');
    expect(await screen.findByText("Aucun paiement pour l'instant")).toBeTruthy();

    fetchMock.mockResolvedValue(
      Response.json({ code: 'INTERNAL_SERVER_ERROR', message: 'x' }, { status: 500 }),
    );
    fireEvent.click(screen.getByRole('button', { name: /Date/ }));
    expect(await screen.findByText("La liste n'a pas pu être chargée.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });

  it('opens a payment in full from its date, with its refund and its raw events', async () => {
    answer([lateMvolaPayment()]);
    await renderAdminPage('/admin/payments');

    fireEvent.click(
      await screen.findByRole('button', { name: 'Détail du paiement de MB-9RT4WX du 20/11/2026 10:30' }),
    );

    const dialog = screen.getByRole('dialog', { name: 'Paiement de MB-9RT4WX' });
    expect(dialog.textContent).toContain('Lova Randria · MVola · 135\u202f000\u00a0Ar');
    for (const fact of ['+261340000001', '636042511', 'mvola-corr-77', 'Timeout', 'pay-2']) {
      expect(within(dialog).getByText(fact)).toBeTruthy();
    }
    expect(within(dialog).getByRole('heading', { name: '1 événement' })).toBeTruthy();
    const payload = within(dialog).getByRole('region', { name: "Contenu brut de l'événement CALLBACK" });
    expect(payload.getAttribute('tabindex')).toBe('0');
    expect(payload.textContent).toBe(
      '{\n  "transactionStatus": "completed",\n  "serverCorrelationId": "mvola-corr-77"\n}',
    );
    expect(within(dialog).queryByRole('button', { name: 'Marquer payé' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Marquer remboursé' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Relancer le remboursement' })).toBeNull();
  });

  it('marks a payment at the hotel paid once confirmed, and shows it paid', async () => {
    const pending = adminPayment();
    const paid = adminPayment({
      status: 'SUCCEEDED',
      completedAt: '2026-11-21T09:00:00.000Z',
      events: [
        {
          id: 'ev-9',
          source: 'admin',
          kind: 'MARK_PAID',
          outcome: 'payment succeeded',
          payload: { by: 'admin-1' },
          receivedAt: '2026-11-21T09:00:00.000Z',
        },
      ],
    });
    answer([pending], paid);
    await renderAdminPage('/admin/payments');
    fireEvent.click(await screen.findByRole('button', { name: /^Détail du paiement de MB-7KQ2XP/ }));
    const detail = screen.getByRole('dialog', { name: 'Paiement de MB-7KQ2XP' });

    fireEvent.click(within(detail).getByRole('button', { name: 'Marquer payé' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Marquer payé le paiement de MB-7KQ2XP ?' });
    expect(confirm.textContent).toContain(
      "Confirmez que Hery Rakoto a réglé 450\u202f000\u00a0Ar à l'hôtel.",
    );
    fireEvent.click(within(confirm).getByRole('button', { name: 'Marquer payé' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(posted()).toEqual(['/api/admin/payments/pay-1/mark-paid']);
    expect(toast.success).toHaveBeenCalledWith('Paiement de MB-7KQ2XP marqué payé');
    const updated = screen.getByRole('dialog', { name: 'Paiement de MB-7KQ2XP' });
    expect(within(updated).getByText('Payé')).toBeTruthy();
    expect(within(updated).getByText('MARK_PAID')).toBeTruthy();
    expect(within(updated).queryByRole('button', { name: 'Marquer payé' })).toBeNull();
    fireEvent.click(within(updated).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = screen.getByRole('link', { name: 'MB-7KQ2XP' }).closest('tr') as HTMLElement;
    await waitFor(() => expect(within(row).getByText('Payé')).toBeTruthy());
  });

  it("records from the row's menu a refund made by hand; there is nothing to retry with a provider", async () => {
    const failed = lateMvolaPayment();
    const refunded = adminPayment({
      ...failed,
      refund: { id: 'ref-2', amount: 135_000, status: 'SUCCEEDED', failureReason: null, completedAt: null },
    });
    answer([failed], refunded);
    await renderAdminPage('/admin/payments');

    press(await screen.findByRole('button', { name: 'Actions pour MB-9RT4WX, MVola' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Voir le détail', 'Marquer remboursé']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Marquer remboursé' }));

    const confirm = await screen.findByRole('alertdialog', {
      name: 'Marquer remboursé le paiement de MB-9RT4WX ?',
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Marquer remboursé' }));

    await waitFor(() => expect(posted()).toEqual(['/api/admin/refunds/ref-2/mark-refunded']));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Remboursement de MB-9RT4WX enregistré'));
  });

  it('shows, folded under the list, the notifications that matched no payment, raw', async () => {
    answer([adminPayment()]);
    const list = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (new URL(String(input), 'http://localhost').pathname === '/api/admin/payments/unmatched-events') {
        return Response.json({
          items: [
            {
              id: 'ev-9',
              source: 'mvola',
              kind: 'NOTIFICATION',
              outcome: 'unknown payment',
              payload: { serverCorrelationId: 'corr-unknown' },
              receivedAt: '2026-11-20T07:30:00.000Z',
            },
          ],
          total: 1,
          page: 1,
          pageSize: 20,
        });
      }
      return (list as typeof fetch)(input, init);
    });
    await renderAdminPage('/admin/payments');

    const summary = await screen.findByText('Notifications sans paiement (1 notification)');
    fireEvent.click(summary);
    expect(screen.getByText('unknown payment')).toBeTruthy();
    expect(screen.getByText(/corr-unknown/)).toBeTruthy();
  });

  it('says so when the server no longer expects the action', async () => {
    answer([adminPayment()]);
    await renderAdminPage('/admin/payments');
    press(await screen.findByRole('button', { name: "Actions pour MB-7KQ2XP, À l'hôtel" }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Marquer payé' }));
    fetchMock.mockResolvedValueOnce(
      Response.json({ code: 'PAYMENT_NOT_EXPECTED', message: 'Only a pending payment…' }, { status: 409 }),
    );
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Marquer payé' }));

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Il ne reste rien à payer de cette façon sur cette réservation',
      ),
    );
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });
});
