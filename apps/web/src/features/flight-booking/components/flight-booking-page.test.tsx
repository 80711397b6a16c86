import { addDays, type PublicConfig, type SessionUser, todayInMadagascar } from '@madabook/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { flightBooking } from '@/features/bookings/components/trips/test/bookings';
import { changeLanguage } from '@/lib/i18n';
import { initI18nWithEveryText } from '@/test/i18n';
import type { FlightBookingParams } from '../flight-booking-url';
import { offer, segment } from '../test/offers';
import { FlightBookingPage } from './flight-booking-page';

const departDay = addDays(todayInMadagascar(), 40);
const returnDay = addDays(departDay, 5);
const outbound = offer({
  offerId: 'out-1',
  segments: [segment('TNR', 'NOS', `${departDay}T08:05:00+03:00`, `${departDay}T09:35:00+03:00`)],
});
const back = offer({
  offerId: 'back-1',
  direction: 'RETURN',
  fareFamily: 'LIGHT',
  refundable: false,
  checkedBags: 0,
  pricePerPassenger: { adult: 200_000, child: 150_000, infant: 20_000 },
  segments: [
    segment('NOS', 'TNR', `${returnDay}T15:00:00+03:00`, `${returnDay}T16:30:00+03:00`, {
      flightNumber: 'MW 103',
    }),
  ],
});

const user: SessionUser = {
  id: 'u1',
  email: 'hery@example.mg',
  name: 'hery@example.mg',
  emailVerified: true,
  roles: ['USER'],
  type: 'USER',
  language: 'fr',
  createdAt: new Date('2026-01-01'),
  updatedAt: new Date('2026-01-01'),
};

const fetchMock = vi.fn<typeof fetch>();
type Answer = { status: number; body: unknown };
let bookingAnswers: Array<Answer | Error> = [];
let offerAnswers: Record<string, Answer> = {};

function answer({ status, body }: Answer) {
  return Response.json(body, { status });
}

const noOnlinePayment: PublicConfig['payments'] = { onlineMethods: [], holdMinutes: 15 };

async function renderPage(params: FlightBookingParams, payments = noOnlinePayment) {
  const rootRoute = createRootRoute();
  const bookRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/flights/book',
    component: () => <FlightBookingPage params={params} user={user} payments={payments} />,
  });
  const tripRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/account/trips/$bookingId',
    component: () => <p>trip page</p>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([bookRoute, tripRoute]),
    history: createMemoryHistory({
      initialEntries: ['/flights/book?offers=out-1,back-1&adults=1&children=1'],
    }),
  });
  await act(() => router.load());
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function field(name: string, within: HTMLElement = document.body): HTMLElement {
  return (
    Array.from(within.querySelectorAll<HTMLElement>('input')).find(
      (input) => input.getAttribute('name') === name,
    ) ?? raise(`no field ${name}`)
  );
}
const raise = (message: string): never => {
  throw new Error(message);
};
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

function fillPassengers() {
  type('passengers[0].firstName', 'Hery');
  type('passengers[0].lastName', 'Rakoto');
  type('passengers[0].birthDate', '1988-03-03');
  type('passengers[1].firstName', 'Soa');
  type('passengers[1].lastName', 'Rakoto');
  type('passengers[1].birthDate', addDays(departDay, -6 * 365));
  type('contact.phone', '034 12 345 67');
}

const bookingCalls = () =>
  fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/api/flight-bookings'));

beforeAll(() => initI18nWithEveryText('fr'));

beforeEach(async () => {
  await changeLanguage('fr');
  sessionStorage.clear();
  bookingAnswers = [];
  offerAnswers = { 'out-1': { status: 200, body: outbound }, 'back-1': { status: 200, body: back } };
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    const offerId = /\/api\/flights\/offers\/(.+)$/.exec(url)?.[1];
    if (offerId) return answer(offerAnswers[decodeURIComponent(offerId)] ?? { status: 404, body: {} });
    if (url.endsWith('/api/flight-bookings')) {
      const next = bookingAnswers.shift();
      if (next instanceof Error) throw next;
      if (next) return answer(next);
    }
    throw new Error(`unexpected ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

const params = { offers: 'out-1,back-1', adults: 1, children: 1 };

describe('FlightBookingPage', () => {
  it('shows the flights, one form per passenger counted, the price per flight and type, and the fares', async () => {
    await renderPage(params);
    await screen.findByRole('group', { name: 'Adulte 1' });
    expect(screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Adulte 1',
      'Enfant 1',
    ]);
    expect(field('contact.email')).toHaveProperty('value', 'hery@example.mg');

    const flights = screen.getByRole('region', { name: 'Vos vols' });
    expect(
      within(flights)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([expect.stringMatching(/^Aller/), expect.stringMatching(/^Retour/)]);
    expect(flights.textContent).toContain('08:05');
    expect(flights.textContent).toContain('16:30');

    const price = screen.getByRole('region', { name: 'Prix' }).textContent?.replace(/\s/g, ' ');
    expect(price).toContain('Aller · TNR → NOS');
    expect(price).toContain('1 adulte × 250 000 Ar');
    expect(price).toContain('1 enfant × 187 500 Ar');
    expect(price).toContain('Total pour tous les passagers787 500 Ar');

    const fares = screen.getByRole('region', { name: 'Conditions du tarif' }).textContent;
    expect(fares).toContain('Aller : tarif Flex, Économie');
    expect(fares).toContain('Retour : tarif Light, Économie');
    expect(fares).toContain('Non remboursable');
    // No online method on: the journey is booked unpaid, as before payments.
    expect(screen.queryByText(/Paiement intégral/)).toBeNull();
  });

  it('says before booking that the journey is paid in full at once when an online method is on', async () => {
    await renderPage(params, { onlineMethods: ['MVOLA', 'ORANGE_MONEY'], holdMinutes: 15 });
    const note = (await screen.findByText(/^Paiement intégral maintenant/)).parentElement;
    expect(note?.textContent?.replace(/\s/g, ' ')).toBe(
      'Paiement intégral maintenant (787 500 Ar).' +
        'Vous payez par MVola ou Orange Money juste après avoir réservé : vos places restent retenues 15 minutes.',
    );
  });

  it('checks each date of birth against the passenger’s type and sends nothing until the form is right', async () => {
    await renderPage(params);
    await screen.findByRole('group', { name: 'Adulte 1' });
    fillPassengers();
    type('passengers[1].birthDate', addDays(departDay, -13 * 365));
    fireEvent.submit(screen.getByRole('button', { name: /Confirmer et réserver/ }));

    await waitFor(() => expect(field('passengers[1].birthDate').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('group', { name: 'Enfant 1' }).textContent).toContain(
      'Un enfant a de 2 à 11 ans le jour du départ',
    );
    expect(bookingCalls()).toHaveLength(0);
  });

  it('books with one Idempotency-Key kept across a retry, then opens the trip', async () => {
    bookingAnswers = [new TypeError('Failed to fetch'), { status: 201, body: flightBooking({ id: 'b1' }) }];
    const router = await renderPage(params);
    await screen.findByRole('group', { name: 'Adulte 1' });
    fillPassengers();
    fireEvent.submit(screen.getByRole('button', { name: /Confirmer et réserver/ }));
    await screen.findByText(/vos vols ne seront pas réservés deux fois/);

    fireEvent.submit(screen.getByRole('button', { name: /Confirmer et réserver/ }));
    await waitFor(() => expect(bookingCalls()).toHaveLength(2));
    const [first, second] = bookingCalls().map(([, init]) =>
      new Headers(init?.headers).get('Idempotency-Key'),
    );
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toBe(first);
    expect(JSON.parse(String(bookingCalls()[0]?.[1]?.body))).toEqual({
      offerIds: ['out-1', 'back-1'],
      passengers: [
        { type: 'ADULT', firstName: 'Hery', lastName: 'Rakoto', birthDate: '1988-03-03' },
        { type: 'CHILD', firstName: 'Soa', lastName: 'Rakoto', birthDate: addDays(departDay, -6 * 365) },
      ],
      contact: { email: 'hery@example.mg', phone: '034 12 345 67' },
    });
    await waitFor(() => expect(router.state.location.href).toBe('/account/trips/b1?confirmed=true'));
    expect(sessionStorage.length).toBe(0);
  });

  it('puts a refused field back on the form, and clears it once corrected', async () => {
    bookingAnswers = [
      {
        status: 422,
        body: {
          code: 'VALIDATION_ERROR',
          message: 'Invalid body or query parameters',
          details: {
            issues: [
              {
                path: 'passengers.1.birthDate',
                message: 'The date of birth does not match the passenger type on the day of departure',
              },
            ],
          },
        },
      },
    ];
    await renderPage(params);
    await screen.findByRole('group', { name: 'Adulte 1' });
    fillPassengers();
    fireEvent.submit(screen.getByRole('button', { name: /Confirmer et réserver/ }));

    await screen.findByText(/Certaines informations sont à corriger/);
    const child = screen.getByRole('group', { name: 'Enfant 1' });
    await waitFor(() => expect(child.textContent).toContain('Un enfant a de 2 à 11 ans le jour du départ'));
    expect(field('passengers[1].birthDate').getAttribute('aria-invalid')).toBe('true');

    type('passengers[1].birthDate', addDays(departDay, -7 * 365));
    await waitFor(() => expect(field('passengers[1].birthDate').getAttribute('aria-invalid')).toBeNull());
  });

  it('says when the seats were sold meanwhile, with a way back to the search', async () => {
    bookingAnswers = [{ status: 409, body: { code: 'SOLD_OUT', message: 'Sold out' } }];
    await renderPage(params);
    await screen.findByRole('group', { name: 'Adulte 1' });
    fillPassengers();
    fireEvent.submit(screen.getByRole('button', { name: /Confirmer et réserver/ }));

    await screen.findByText("Plus assez de places sur l'un de ces vols");
    const searchAgain = screen.getAllByRole('link', { name: 'Relancer la recherche de vols' })[0];
    const href = searchAgain?.getAttribute('href') ?? '';
    expect(href).toMatch(/^\/flights\?/);
    expect(Object.fromEntries(new URLSearchParams(href.split('?')[1]))).toEqual({
      from: 'TNR',
      to: 'NOS',
      departDate: departDay,
      returnDate: returnDay,
      cabin: 'ECONOMY',
      adults: '1',
      children: '1',
      infants: '0',
    });
  });

  it.each([
    [
      'an expired fare',
      { status: 409, body: { code: 'OFFER_EXPIRED', message: 'x' } },
      'Ces tarifs ne sont plus disponibles',
    ],
    [
      'seats gone',
      { status: 409, body: { code: 'SOLD_OUT', message: 'x' } },
      "Plus assez de places sur l'un de ces vols",
    ],
    [
      'an id never issued',
      { status: 400, body: { code: 'VALIDATION_ERROR', message: 'x' } },
      'Ces vols sont introuvables',
    ],
  ])('explains %s instead of the form', async (_, offerAnswer, title) => {
    offerAnswers['back-1'] = offerAnswer;
    await renderPage(params);
    await screen.findByText(title);
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getAllByRole('link', { name: /Relancer la recherche de vols/ })).not.toHaveLength(0);
  });

  it('explains an address it cannot read', async () => {
    await renderPage({ offers: 'out-1', adults: 1, infants: 2 });
    await screen.findByText('Cette réservation ne peut pas être préparée :');
    expect(document.body.textContent).toContain("Chaque bébé voyage sur les genoux d'un adulte");
  });
});
