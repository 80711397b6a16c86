import type { Booking, Payment, PaymentMethods } from '@madabook/contracts';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { createRootRoute } from '@tanstack/react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { initI18nWithEveryText } from '@/test/i18n';
import { renderRoutes } from '@/test/render-routes';
import { bookingQueryOptions } from '../../api/bookings';
import { bookingKeys } from '../../api/query-keys';
import { flightBooking } from '../trips/test/bookings';
import { TripPage } from '../trips/trip-page';
import type { PaymentReturn } from './payment-flow';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

// 11:20 UTC is 14:20 in Madagascar: the hold of twelve minutes ends at 14:32.
const now = new Date('2026-11-20T11:20:00.000Z');
const holdExpiresAt = '2026-11-20T11:32:00.000Z';

function payment(patch: Partial<Payment> = {}): Payment {
  return {
    id: 'pay-mvola',
    bookingId: 'stay-1',
    method: 'MVOLA',
    status: 'PENDING',
    amount: 60_000,
    currency: 'MGA',
    phone: '+261341234567',
    redirectUrl: null,
    transactionId: null,
    failureReason: null,
    expiresAt: holdExpiresAt,
    completedAt: null,
    createdAt: '2026-11-20T11:17:00.000Z',
    refund: null,
    ...patch,
  };
}

const atHotel = payment({
  id: 'pay-hotel',
  method: 'PAY_AT_PROPERTY',
  amount: 140_000,
  phone: null,
  expiresAt: null,
  createdAt: '2026-11-20T11:17:00.000Z',
});

/** A stay of 200 000 Ar at a hotel asking a 30 % deposit, held until 14:32 and not paid yet. */
function heldStay(patch: Partial<Booking> = {}): Booking {
  return {
    ...flightBooking(),
    id: 'stay-1',
    reference: 'MB-H4TEL2',
    kind: 'HOTEL',
    status: 'PENDING_PAYMENT',
    paymentStatus: 'UNPAID',
    total: 200_000,
    amountDueNow: 60_000,
    amountPaid: 0,
    holdExpiresAt,
    payments: [atHotel],
    hotel: {
      id: 'h1',
      name: 'Villa Ylang-Ylang',
      slug: 'villa-ylang-ylang',
      city: 'Nosy Be',
      checkInTime: '14:00',
      checkOutTime: '11:00',
      photo: null,
    },
    flights: [],
    passengers: [],
    nights: 2,
    guests: 2,
    ...patch,
  };
}

const option = (method: PaymentMethods['methods'][number]['method'], patch = {}) => ({
  method,
  amountNow: 60_000,
  amountAtProperty: 140_000,
  needsPhone: method === 'MVOLA',
  redirects: method === 'ORANGE_MONEY',
  ...patch,
});

const depositMethods: PaymentMethods = {
  bookingId: 'stay-1',
  amountDueNow: 60_000,
  holdExpiresAt,
  methods: [option('MVOLA'), option('ORANGE_MONEY')],
};

type Route = { status?: number; body: unknown } | (() => { status?: number; body: unknown });
let routes: Record<string, Route[]> = {};
const fetchMock = vi.fn<typeof fetch>();

/** Answers `METHOD /path` from the queue given for it; the last answer repeats. */
function serve(answers: Record<string, Route | Route[]>) {
  routes = Object.fromEntries(
    Object.entries(answers).map(([key, value]) => [key, Array.isArray(value) ? value : [value]]),
  );
}

const calls = (key: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) => `${init?.method ?? 'GET'} ${String(input).replace(/^\/api/, '')}` === key,
  );

/** The trip page with the booking's query, which a payment's end refreshes, as its route shows it. */
function Trip({ bookingId, returned }: { bookingId: string; returned?: PaymentReturn }) {
  const shown = useQuery({ ...bookingQueryOptions(bookingId), staleTime: Number.POSITIVE_INFINITY }).data;
  return shown ? <TripPage booking={shown} confirmed={false} paymentReturn={returned} /> : null;
}

async function renderPanel(booking: Booking, returned?: PaymentReturn) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(bookingKeys.detail(booking.id), booking);
  await renderRoutes(
    createRootRoute({ component: () => <Trip bookingId={booking.id} returned={returned} /> }),
    {
      queryClient: client,
    },
  );
}

/** An accessible name as read, whatever spaces Intl put in its amounts. */
const named = (expected: string) => (name: string) => name.replace(/\s/g, ' ') === expected;
const toasts = (show: typeof toast.success) =>
  vi.mocked(show).mock.calls.map(([message]) => String(message).replace(/\s/g, ' '));
const region = () => screen.getByRole('region', { name: 'Paiement' });
const liveRegion = () =>
  screen.getAllByRole('status').find((element) => element.tagName === 'P' && element.className === 'sr-only');
const text = (element: HTMLElement | null | undefined) => element?.textContent?.replace(/\s/g, ' ');

beforeAll(() => initI18nWithEveryText('fr'));
beforeEach(async () => {
  await changeLanguage('fr');
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  routes = {};
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input).replace(/^\/api/, '')}`;
    const queue = routes[key];
    const next = queue && (queue.length > 1 ? queue.shift() : queue[0]);
    if (!next) throw new Error(`unexpected ${key}`);
    const { status = 200, body } = typeof next === 'function' ? next() : next;
    return Response.json(body, { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(toast.success).mockReset();
  vi.mocked(toast.error).mockReset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the payment panel of a trip held for its deposit', () => {
  it('shows the money, the hold with its time left, and the methods with MVola’s number filled in', async () => {
    serve({ 'GET /payments/methods?bookingId=stay-1': { body: depositMethods } });
    await renderPanel(heldStay());

    expect(within(region()).getByText('Non payée')).toBeDefined();
    const facts = text(region().querySelector('dl'));
    expect(facts).toContain('Total200 000 Ar');
    expect(facts).toContain('Déjà payé0 Ar');
    expect(facts).toContain('À payer maintenant60 000 Ar');
    expect(facts).toContain("À régler à l'hôtel140 000 Ar");
    expect(text(region())).toContain(
      "Votre réservation est retenue jusqu'à 14:32 (heure de Madagascar) : payez avant pour la confirmer.",
    );
    expect(screen.getByRole('timer', { name: 'Temps restant' }).textContent).toBe('12:00');

    const methods = await screen.findByRole('radiogroup', { name: 'Comment souhaitez-vous payer ?' });
    const mvola = within(methods).getByRole('radio', { name: 'MVola' });
    expect(mvola.getAttribute('aria-checked')).toBe('true');
    expect(text(document.getElementById(mvola.getAttribute('aria-describedby') ?? ''))).toBe(
      "60 000 Ar maintenant, validés sur votre téléphone avec votre code secret MVola. Le reste, 140 000 Ar, à l'hôtel.",
    );
    expect(within(methods).getByRole('radio', { name: 'Orange Money' })).toBeDefined();
    expect(screen.getByRole('textbox', { name: 'Numéro MVola' })).toHaveProperty('value', '034 12 345 67');
    expect(screen.getByRole('button', { name: named('Payer 60 000 Ar avec MVola') })).toBeDefined();
    // What the hotel will take is no payment made yet: no list of payments.
    expect(within(region()).queryByRole('region', { name: 'Vos paiements' })).toBeNull();
  });

  it('refuses a number that is not MVola’s before asking anything', async () => {
    serve({ 'GET /payments/methods?bookingId=stay-1': { body: depositMethods } });
    await renderPanel(heldStay());
    const phone = await screen.findByRole('textbox', { name: 'Numéro MVola' });
    fireEvent.change(phone, { target: { value: '032 12 345 67' } });
    fireEvent.blur(phone);
    fireEvent.submit(screen.getByRole('button', { name: named('Payer 60 000 Ar avec MVola') }));
    expect(
      await screen.findByText("Ce n'est pas un numéro MVola : il commence par 034 ou 038."),
    ).toBeDefined();
    expect(calls('POST /bookings/stay-1/payments')).toHaveLength(0);
  });

  it('waits for the phone, asking every 3 s, says so in a live region, and shows the deposit paid', async () => {
    const pending = payment();
    const succeeded = payment({ status: 'SUCCEEDED', transactionId: '1234567890' });
    const confirmed = heldStay({
      status: 'CONFIRMED',
      paymentStatus: 'PARTIALLY_PAID',
      amountPaid: 60_000,
      holdExpiresAt: null,
      payments: [atHotel, succeeded],
    });
    let paid = false;
    serve({
      'GET /payments/methods?bookingId=stay-1': { body: depositMethods },
      'POST /bookings/stay-1/payments': { status: 201, body: pending },
      'GET /payments/pay-mvola': () => ({ body: paid ? succeeded : pending }),
      'GET /bookings/stay-1': () => ({
        body: paid ? confirmed : heldStay({ paymentStatus: 'PENDING', payments: [atHotel, pending] }),
      }),
    });
    await renderPanel(heldStay());
    const phone = await screen.findByRole('textbox', { name: 'Numéro MVola' });
    fireEvent.change(phone, { target: { value: '+261 38 12 345 67' } });
    fireEvent.submit(screen.getByRole('button', { name: named('Payer 60 000 Ar avec MVola') }));

    const waiting = await screen.findByRole('heading', { name: 'Validez le paiement sur votre téléphone' });
    expect(document.activeElement).toBe(waiting);
    expect(JSON.parse(String(calls('POST /bookings/stay-1/payments')[0]?.[1]?.body))).toEqual({
      method: 'MVOLA',
      phone: '+261 38 12 345 67',
    });
    expect(text(region())).toContain(
      'MVola envoie une demande de paiement de 60 000 Ar au 034 12 345 67 : acceptez-la avec votre code secret.',
    );
    expect(liveRegion()?.textContent).toBe('Validez le paiement sur votre téléphone');
    expect(screen.queryByRole('radiogroup')).toBeNull();

    paid = true;
    await screen.findByText('Paiement de 60 000 Ar reçu, merci !', {}, { timeout: 5_000 });
    expect(calls('GET /payments/pay-mvola').length).toBeGreaterThanOrEqual(2);
    expect(toasts(toast.success)).toEqual(['Paiement de 60 000 Ar reçu, merci !']);
    expect(liveRegion()?.textContent).toBe('');

    // The booking, asked for again, is confirmed with its deposit paid; the panel, now below the
    // stay, still says how the payment ended.
    expect(await within(region()).findByText('Acompte payé')).toBeDefined();
    expect(text(region())).toContain('Votre réservation est confirmée.');
    expect(screen.queryByRole('timer')).toBeNull();
    expect(text(region().querySelector('dl'))).toContain('Déjà payé60 000 Ar');
    expect(text(screen.getByRole('region', { name: 'Vos paiements' }))).toContain('Transaction 1234567890');
  });

  it('stops waiting when asked, and says a new payment must wait for the one under way', async () => {
    serve({
      'GET /payments/methods?bookingId=stay-1': { body: depositMethods },
      'GET /payments/pay-mvola': { body: payment() },
      'POST /bookings/stay-1/payments': {
        status: 409,
        body: { code: 'PAYMENT_NOT_EXPECTED', message: 'A payment for this booking is already under way' },
      },
    });
    await renderPanel(heldStay({ paymentStatus: 'PENDING', payments: [atHotel, payment()] }));

    // A payment still pending when the page opens is waited for again.
    fireEvent.click(await screen.findByRole('button', { name: 'Ne plus attendre' }));
    expect(text(region())).toContain("Nous n'attendons plus ce paiement ici.");
    fireEvent.submit(await screen.findByRole('button', { name: named('Payer 60 000 Ar avec MVola') }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "Un paiement est déjà en cours pour cette réservation : validez-le, ou attendez qu'il soit refusé ou expire, avant d'en lancer un autre.",
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: "Reprendre l'attente" }));
    expect(
      await screen.findByRole('heading', { name: 'Validez le paiement sur votre téléphone' }),
    ).toBeDefined();
  });

  it('sends the traveller to Orange Money’s page', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const redirectUrl = 'https://orange.example/payment/pay_token/v1abc';
    serve({
      'GET /payments/methods?bookingId=stay-1': { body: depositMethods },
      'POST /bookings/stay-1/payments': {
        status: 201,
        body: payment({ id: 'pay-orange', method: 'ORANGE_MONEY', phone: null, redirectUrl }),
      },
    });
    await renderPanel(heldStay());
    fireEvent.click(await screen.findByRole('radio', { name: 'Orange Money' }));
    expect(screen.queryByRole('textbox', { name: 'Numéro MVola' })).toBeNull();
    fireEvent.submit(screen.getByRole('button', { name: named('Payer 60 000 Ar avec Orange Money') }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(redirectUrl));
    expect(JSON.parse(String(calls('POST /bookings/stay-1/payments')[0]?.[1]?.body))).toEqual({
      method: 'ORANGE_MONEY',
    });
    expect(screen.getByRole('button', { name: "Ouverture de la page d'Orange Money…" })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('shows what Orange Money said on the way back, and refreshes the booking', async () => {
    serve({
      'GET /payments/pay-orange': {
        body: payment({ id: 'pay-orange', method: 'ORANGE_MONEY', status: 'SUCCEEDED', phone: null }),
      },
    });
    await renderPanel(heldStay({ status: 'CONFIRMED', holdExpiresAt: null }), {
      paymentId: 'pay-orange',
      cancelled: false,
    });
    expect(await screen.findByText('Paiement de 60 000 Ar reçu, merci !')).toBeDefined();
    expect(text(region())).toContain('Votre réservation est confirmée.');
    expect(toasts(toast.success)).toEqual(['Paiement de 60 000 Ar reçu, merci !']);
  });

  it('says a payment cancelled on Orange Money’s page was cancelled, and offers the methods again', async () => {
    serve({ 'GET /payments/methods?bookingId=stay-1': { body: depositMethods } });
    await renderPanel(heldStay(), { paymentId: 'pay-orange', cancelled: true });
    expect(text(region())).toContain('Vous avez annulé le paiement Orange Money');
    expect(text(region())).toContain("Rien n'a été prélevé.");
    expect(liveRegion()?.textContent).toBe('Vous avez annulé le paiement Orange Money');
    expect(await screen.findByRole('radiogroup', { name: 'Comment souhaitez-vous payer ?' })).toBeDefined();
    expect(calls('GET /payments/pay-orange')).toHaveLength(0);
  });

  it('says a refused payment failed, and offers the methods again', async () => {
    serve({
      'GET /payments/methods?bookingId=stay-1': { body: depositMethods },
      'GET /payments/pay-mvola': { body: payment({ status: 'FAILED' }) },
    });
    await renderPanel(heldStay(), { paymentId: 'pay-mvola', cancelled: false });
    expect(await screen.findByText("Le paiement n'a pas abouti")).toBeDefined();
    expect(toast.error).toHaveBeenCalledWith("Le paiement n'a pas abouti");
    expect(await screen.findByRole('button', { name: named('Payer 60 000 Ar avec MVola') })).toBeDefined();
  });

  it('explains a payment service that did not answer', async () => {
    serve({
      'GET /payments/methods?bookingId=stay-1': { body: depositMethods },
      'POST /bookings/stay-1/payments': {
        status: 502,
        body: { code: 'PAYMENT_PROVIDER_UNAVAILABLE', message: 'The payment service did not answer' },
      },
    });
    await renderPanel(heldStay());
    fireEvent.submit(await screen.findByRole('button', { name: named('Payer 60 000 Ar avec MVola') }));
    const message =
      "Le service de paiement n'a pas répondu : réessayez dans un instant ou choisissez un autre moyen";
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(toast.error).toHaveBeenCalledWith(message);
  });

  it('shows the methods loading, and a failure to load them with a retry', async () => {
    serve({
      'GET /payments/methods?bookingId=stay-1': [
        { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'x' } },
        { body: depositMethods },
      ],
    });
    await renderPanel(heldStay());
    expect(screen.getByRole('status', { name: 'Chargement des moyens de paiement…' })).toBeDefined();
    await screen.findByText('Le service est momentanément indisponible');
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('radiogroup')).toBeDefined();
  });

  it('says when the time to pay has run out', async () => {
    serve({
      'GET /payments/methods?bookingId=stay-1': { body: depositMethods },
      'GET /bookings/stay-1': { body: heldStay() },
    });
    await renderPanel(heldStay({ holdExpiresAt: '2026-11-20T11:19:00.000Z' }));
    expect(text(region())).toContain('Le délai de paiement est passé : la réservation va être libérée.');
    expect(screen.queryByRole('timer')).toBeNull();
  });
});

describe('the payment panel of other trips', () => {
  it('offers paying at the hotel first, with nothing to do now', async () => {
    serve({
      'GET /payments/methods?bookingId=stay-1': {
        body: {
          ...depositMethods,
          amountDueNow: 0,
          holdExpiresAt: null,
          methods: [
            option('PAY_AT_PROPERTY', { amountNow: 0, amountAtProperty: 200_000 }),
            option('MVOLA', { amountNow: 200_000, amountAtProperty: 0 }),
          ],
        },
      },
    });
    await renderPanel(
      heldStay({
        status: 'CONFIRMED',
        amountDueNow: 0,
        holdExpiresAt: null,
        payments: [{ ...atHotel, amount: 200_000 }],
      }),
    );
    const hotel = await screen.findByRole('radio', { name: "À l'hôtel" });
    expect(hotel.getAttribute('aria-checked')).toBe('true');
    expect(text(region())).toContain(
      "Rien à faire maintenant : vous réglerez 200 000 Ar à votre arrivée à l'hôtel.",
    );
    expect(screen.queryByRole('button', { name: /^Payer/ })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'MVola' }));
    expect(screen.getByRole('button', { name: named('Payer 200 000 Ar avec MVola') })).toBeDefined();
  });

  it('offers paying the rest online after the deposit behind a button', async () => {
    serve({
      'GET /payments/methods?bookingId=stay-1': {
        body: {
          ...depositMethods,
          amountDueNow: 0,
          holdExpiresAt: null,
          methods: [option('MVOLA', { amountNow: 140_000, amountAtProperty: 0 })],
        },
      },
    });
    await renderPanel(
      heldStay({
        status: 'CONFIRMED',
        paymentStatus: 'PARTIALLY_PAID',
        amountPaid: 60_000,
        holdExpiresAt: null,
        payments: [atHotel, payment({ status: 'SUCCEEDED' })],
      }),
    );
    const more = await screen.findByRole('button', {
      name: named('Payer 140 000 Ar en ligne dès maintenant'),
    });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('radiogroup')).toBeNull();
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: named('Payer 140 000 Ar avec MVola') })).toBeDefined();
  });

  it('shows a cancelled paid booking’s refund, made by hand, and asks for no method', async () => {
    await renderPanel(
      heldStay({
        status: 'CANCELLED',
        cancelledBy: 'GUEST',
        paymentStatus: 'REFUND_DUE',
        amountPaid: 60_000,
        holdExpiresAt: null,
        payments: [
          { ...atHotel, status: 'EXPIRED' },
          payment({
            status: 'SUCCEEDED',
            completedAt: '2026-11-20T11:21:00.000Z',
            refund: { id: 'r1', amount: 60_000, status: 'DUE', failureReason: null, completedAt: null },
          }),
        ],
      }),
    );
    expect(within(region()).getByText('Remboursement en cours')).toBeDefined();
    const history = screen.getByRole('region', { name: 'Vos paiements' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(1);
    expect(text(history)).toContain('MVola · 20 nov. 2026, 14:21');
    expect(text(history)).toContain('Remboursement de 60 000 Ar en cours, fait à la main par notre équipe.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says a booking released unpaid was cancelled for it', async () => {
    await renderPanel(
      heldStay({ status: 'CANCELLED', cancelledBy: 'PAYMENT', holdExpiresAt: null, payments: [] }),
    );
    expect(text(region())).toContain(
      'Le délai de paiement est passé : la réservation a été annulée et remise en vente.',
    );
  });

  it('speaks English', async () => {
    await changeLanguage('en');
    serve({ 'GET /payments/methods?bookingId=stay-1': { body: depositMethods } });
    await renderPanel(heldStay());
    expect(screen.getByRole('region', { name: 'Payment' })).toBeDefined();
    expect(screen.getByText('Unpaid')).toBeDefined();
    expect(await screen.findByRole('button', { name: named('Pay Ar 60,000 with MVola') })).toBeDefined();
    expect(screen.getByRole('textbox', { name: 'MVola number' })).toBeDefined();
    expect(screen.getByRole('timer', { name: 'Time left' })).toBeDefined();
  });
});
