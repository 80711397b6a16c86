import { addDays, type FrontDesk, formatAriary, todayInMadagascar } from '@madabook/contracts';
import { createRootRoute } from '@tanstack/react-router';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackOfficeAreaProvider } from '@/lib/back-office-area';
import { changeLanguage } from '@/lib/i18n';
import { initI18nWithEveryText } from '@/test/i18n';
import { renderRoutes } from '@/test/render-routes';
import { stayBooking } from '../../test/stay-booking';
import { FrontDeskPage } from './front-desk-page';

const today = todayInMadagascar();
const fetchMock = vi.fn<typeof fetch>();

const arriving = stayBooking({
  id: 'arriving',
  guest: { name: 'Andry Rakoto', phone: '+261341234567', email: '' },
  checkIn: today,
  checkOut: addDays(today, 2),
});
const held = stayBooking({
  id: 'held',
  status: 'PENDING_PAYMENT',
  source: 'ONLINE',
  guest: { name: 'Lova Randria', phone: '+261331234567', email: 'lova@example.mg' },
  checkIn: today,
  checkOut: addDays(today, 1),
});
const late = stayBooking({
  id: 'late',
  source: 'WALK_IN',
  guest: { name: 'Hanta Rabe', phone: '+261321234567', email: '' },
  checkIn: addDays(today, -1),
  checkOut: addDays(today, 2),
});
const staying = stayBooking({
  id: 'staying',
  source: 'EMAIL',
  guest: { name: 'Jean Dupont', phone: '+33612345678', email: 'jean@example.fr' },
  checkIn: addDays(today, -1),
  checkOut: addDays(today, 3),
  checkedInAt: `${addDays(today, -1)}T11:30:00.000Z`,
  amountPaid: 100_000,
});
const gone = stayBooking({
  id: 'gone',
  status: 'COMPLETED',
  guest: { name: 'Paul Martin', phone: '+261349876543', email: '' },
  checkIn: addDays(today, -2),
  checkOut: today,
  checkedInAt: `${addDays(today, -2)}T11:00:00.000Z`,
  checkedOutAt: `${today}T06:30:00.000Z`,
});

const day = (patch: Partial<FrontDesk> = {}): FrontDesk => ({
  date: today,
  arrivals: [arriving, held],
  inHouse: [late, staying],
  departures: [gone],
  ...patch,
});

async function renderDesk() {
  await renderRoutes(
    createRootRoute({
      component: () => (
        <BackOfficeAreaProvider area="partner">
          <FrontDeskPage hotelId="h1" hotelName="Hôtel des Jacarandas" date={undefined} />
        </BackOfficeAreaProvider>
      ),
    }),
  );
}

/** The card of a guest, found by its heading. */
const card = async (guest: string) =>
  (await screen.findByRole('heading', { name: guest })).closest('article') as HTMLElement;

const actionsOf = (article: HTMLElement) =>
  within(article)
    .queryAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));

beforeAll(() => initI18nWithEveryText('fr'));
beforeEach(async () => {
  await changeLanguage('fr');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the front desk', () => {
  it("reads today's arrivals, guests in the house and departures, each with what its state allows", async () => {
    fetchMock.mockResolvedValue(Response.json(day()));
    await renderDesk();

    expect(await screen.findByRole('heading', { level: 2, name: /Arrivées\s*: 2/ })).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`/api/partner/hotels/h1/front-desk?date=${today}`);
    expect(screen.getByRole('heading', { level: 2, name: /En séjour\s*: 2/ })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: /Départs\s*: 1/ })).toBeTruthy();

    // Arriving today: check in, or cancel; not a no-show, the day is not over.
    expect(actionsOf(await card('Andry Rakoto'))).toEqual([
      "Enregistrer l'arrivée : Andry Rakoto",
      'Annuler : Andry Rakoto',
    ]);
    // Held for its online payment: nothing at the desk but cancelling.
    expect(actionsOf(await card('Lova Randria'))).toEqual(['Annuler : Lova Randria']);
    // Arrived yesterday by the booking, never checked in: check in late, a no-show, or cancel.
    expect(actionsOf(await card('Hanta Rabe'))).toEqual([
      "Enregistrer l'arrivée : Hanta Rabe",
      'Client absent : Hanta Rabe',
      'Annuler : Hanta Rabe',
    ]);
    // In the house: check out, or leave early; a guest checked in is not cancelled.
    const jean = await card('Jean Dupont');
    expect(actionsOf(jean)).toEqual(['Enregistrer le départ : Jean Dupont', 'Départ anticipé : Jean Dupont']);
    expect(jean.textContent).toContain(`À régler à l'hôtel : ${formatAriary(200_000, 'fr')}`);
    expect(jean.textContent).toContain('E-mail');
    expect(jean.textContent).toContain('Arrivé le');
    // Checked out: nothing left to do.
    expect(actionsOf(await card('Paul Martin'))).toEqual([]);
  });

  it('says why the API refused an action, under the guest’s buttons', async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json(day({ inHouse: [], departures: [], arrivals: [arriving] })),
    );
    await renderDesk();
    const andry = await card('Andry Rakoto');

    fetchMock.mockResolvedValueOnce(
      Response.json(
        {
          code: 'BOOKING_STATE_CONFLICT',
          message: 'The booking is not in a state that allows this',
          details: { reason: 'PENDING_PAYMENT' },
        },
        { status: 409 },
      ),
    );
    fireEvent.click(within(andry).getByRole('button', { name: "Enregistrer l'arrivée : Andry Rakoto" }));

    const alert = await within(andry).findByRole('alert');
    expect(alert.textContent).toBe(
      'Cette réservation attend encore son paiement en ligne : rien ne peut être fait à la réception avant sa confirmation.',
    );
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(String(url)).toBe('/api/partner/bookings/arriving/check-in');
    expect(init?.method).toBe('POST');
  });

  it('asks before a no-show, naming the guest, then reads the day again', async () => {
    fetchMock.mockResolvedValueOnce(Response.json(day({ arrivals: [], departures: [], inHouse: [late] })));
    await renderDesk();
    fireEvent.click(
      within(await card('Hanta Rabe')).getByRole('button', { name: 'Client absent : Hanta Rabe' }),
    );

    const dialog = await screen.findByRole('alertdialog', { name: 'Marquer Hanta Rabe comme absent ?' });
    fetchMock.mockResolvedValueOnce(Response.json({ ...late, status: 'NO_SHOW' }));
    fetchMock.mockResolvedValue(Response.json(day({ arrivals: [], departures: [], inHouse: [] })));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Marquer absent' }));

    expect(await screen.findByText('Personne en séjour ce jour-là.')).toBeTruthy();
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe('/api/partner/bookings/late/no-show');
    expect(screen.getByRole('status').textContent).toBe('Hanta Rabe est marqué absent.');
  });
});
