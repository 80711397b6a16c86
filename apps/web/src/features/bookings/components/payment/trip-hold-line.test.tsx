import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { initI18nWithEveryText } from '@/test/i18n';
import { flightBooking } from '../trips/test/bookings';
import { renderInRouter } from '../trips/test/render-in-router';
import { TripsPage } from '../trips/trips-page';

const fetchMock = vi.fn<typeof fetch>();

beforeAll(() => initI18nWithEveryText('fr'));
beforeEach(async () => {
  await changeLanguage('fr');
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T11:20:00.000Z'));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('My trips and payments', () => {
  it('says until when a held trip is to be paid, with the way to pay, and shows money that moved', async () => {
    const held = flightBooking({
      id: 'held-1',
      reference: 'H3LDXP',
      status: 'PENDING_PAYMENT',
      paymentStatus: 'UNPAID',
      amountDueNow: 1_237_500,
      holdExpiresAt: '2026-11-20T11:32:00.000Z',
    });
    const paid = flightBooking({ id: 'paid-1', reference: 'PA7DXP', paymentStatus: 'PAID' });
    const late = flightBooking({
      id: 'late-1',
      reference: 'LAT3XP',
      status: 'PENDING_PAYMENT',
      holdExpiresAt: '2026-11-20T11:19:00.000Z',
    });
    fetchMock.mockResolvedValue(Response.json({ upcoming: [held, paid, late], past: [] }));
    await renderInRouter(() => <TripsPage userId="u1" />);

    const upcoming = await screen.findByRole('region', { name: /À venir/ });
    const card = (reference: string) =>
      within(upcoming)
        .getAllByRole('article')
        .find((article) => article.textContent?.includes(reference)) as HTMLElement;

    const heldCard = card('H3LDXP');
    expect(within(heldCard).getByText('En attente de paiement')).toBeDefined();
    expect(within(heldCard).getByText('À régler avant 14:32')).toBeDefined();
    expect(within(heldCard).getByRole('link', { name: 'Payer maintenant' }).getAttribute('href')).toBe(
      '/account/trips/held-1',
    );
    expect(within(card('PA7DXP')).getByText('Payée')).toBeDefined();
    expect(within(card('LAT3XP')).getByText('Délai de paiement dépassé')).toBeDefined();
    expect(within(card('LAT3XP')).queryByRole('link', { name: 'Payer maintenant' })).toBeNull();
  });
});
