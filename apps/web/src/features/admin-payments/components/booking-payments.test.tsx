import { type Booking, formatAriary } from '@madabook/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { initI18nWithEveryText } from '@/test/i18n';
import { adminBookingsKey, adminPaymentsKey } from '../api/query-keys';
import { adminPayment, hotelBooking } from '../test/fixtures';
import { renderAdminPage } from '../test/test-router';
import { BookingPayments } from './booking-payments';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();

function renderBooking(booking: Booking) {
  return renderAdminPage(`/admin/bookings/${booking.id}`, () => <BookingPayments booking={booking} />);
}

/** The amounts, term by value. */
const amounts = () =>
  Object.fromEntries(
    screen
      .getAllByRole('definition')
      .map((value) => [value.previousElementSibling?.textContent, value.textContent]),
  );

const money = (amount: number) => formatAriary(amount, 'fr');

beforeAll(() => initI18nWithEveryText('fr'));
beforeEach(async () => {
  await changeLanguage('fr');
  vi.clearAllMocks();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("a booking's payments in the back office", () => {
  it('shows what is due before the booking is confirmed, and until when its rooms are held', async () => {
    await renderBooking(
      hotelBooking({
        payments: [
          adminPayment({
            id: 'pay-3',
            method: 'MVOLA',
            status: 'FAILED',
            amount: 135_000,
            failureReason: 'Declined',
          }),
        ],
      }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Paiement' })).toBeTruthy();
    expect(amounts()).toEqual({
      Total: money(450_000),
      Payé: money(0),
      'À payer en ligne pour confirmer': money(135_000),
      "Retenue jusqu'au": '20 nov. 2026, 10:45',
    });
    const item = within(screen.getByRole('region', { name: 'Paiements de la réservation' })).getByRole(
      'listitem',
    );
    expect(item.textContent).toContain(`MVola · ${money(135_000)}Échoué`);
    expect(within(item).queryByRole('button')).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Voir ses paiements et leurs événements' }).getAttribute('href'),
    ).toBe('/admin/payments?q=MB-7KQ2XP');
  });

  it('says when there is no payment, and holds nothing once the booking is confirmed', async () => {
    await renderBooking(hotelBooking({ status: 'CONFIRMED', paymentStatus: 'UNPAID', amountDueNow: 0 }));
    expect(await screen.findByText('Aucun paiement pour cette réservation.')).toBeTruthy();
    expect(Object.keys(amounts())).toEqual(['Total', 'Payé', 'À payer en ligne pour confirmer']);
  });

  it('marks the payment at the hotel paid and refreshes the booking and the payments list', async () => {
    const booking = hotelBooking({
      status: 'CONFIRMED',
      paymentStatus: 'UNPAID',
      amountDueNow: 0,
      payments: [adminPayment()],
    });
    fetchMock.mockResolvedValueOnce(Response.json(adminPayment({ status: 'SUCCEEDED' })));
    const { queryClient } = await renderBooking(booking);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    const button = await screen.findByRole('button', { name: 'Marquer payé' });
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      `À l'hôtel · ${money(450_000)}En attente`,
    );
    fireEvent.click(button);
    const confirm = screen.getByRole('alertdialog', { name: 'Marquer payé le paiement de MB-7KQ2XP ?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Marquer payé' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Paiement de MB-7KQ2XP marqué payé'));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/admin/payments/pay-1/mark-paid');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: adminPaymentsKey });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: adminBookingsKey });
  });

  it('records a refund made by hand', async () => {
    const booking = hotelBooking({
      status: 'CANCELLED',
      paymentStatus: 'REFUND_DUE',
      amountPaid: 135_000,
      payments: [
        adminPayment({
          method: 'ORANGE_MONEY',
          status: 'SUCCEEDED',
          amount: 135_000,
          refund: { id: 'ref-1', amount: 135_000, status: 'DUE', failureReason: null, completedAt: null },
        }),
      ],
    });
    fetchMock.mockResolvedValueOnce(Response.json(adminPayment()));
    await renderBooking(booking);

    const item = await screen.findByRole('listitem');
    expect(item.textContent).toContain(`Remboursement de ${money(135_000)} :À faire à la main`);
    fireEvent.click(within(item).getByRole('button', { name: 'Marquer remboursé' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Marquer remboursé le paiement de MB-7KQ2XP ?' });
    expect(confirm.textContent).toContain(`Confirmez que ${money(135_000)} ont été rendus à Hery Rakoto`);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Marquer remboursé' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Remboursement de MB-7KQ2XP enregistré'));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/admin/refunds/ref-1/mark-refunded');
  });
});
