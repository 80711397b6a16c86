import { mkdirSync } from 'node:fs';
import {
  type APIRequestContext,
  type Locator,
  type Page,
  request as playwrightRequest,
} from '@playwright/test';
import type { Traveller } from './booking';
import { expect } from './fixtures';

/**
 * The demo network (apps/server/src/seed/demo-flights.ts) flies these every day for 120 days from
 * the seed's day: Vorona Air's morning rotation to Nosy Be and back, and Tsingy Express to
 * Sainte-Marie. Any day of the next 120 is a day they fly, whatever the weekday.
 */
export const dailyFlights = {
  toNosyBe: 'VO 100',
  fromNosyBe: 'VO 101',
  toSainteMarie: 'T4 200',
} as const;

/** A six-character flight booking reference, as the contracts write it (no 0, 1, I, L, O). */
export const flightReference = /^[2-9A-HJ-KM-NP-Z]{6}$/;

export type Language = 'fr' | 'en';

/** What the pages say, in each language the tests drive them in (the app's own locale files). */
export const words = {
  fr: {
    flightsTab: 'Vols',
    searchForm: 'Rechercher un vol',
    from: 'Départ',
    to: 'Arrivée',
    dates: /^Dates aller et retour/,
    datesCalendar: "Choisir les jours de l'aller et du retour",
    nextMonth: 'Aller au mois suivant',
    passengers: /^Voyageurs et classe/,
    passengersDialog: 'Voyageurs et classe',
    oneAdultMore: 'Un adulte de plus',
    oneChildMore: 'Un enfant de plus',
    done: 'Valider',
    search: 'Rechercher des vols',
    route: 'Antananarivo → Nosy Be',
    found: /^\d+ vols? trouvés?$/,
    resultsList: 'Vols proposés',
    outboundTitle: /^Choisissez votre vol aller · /,
    returnTitle: /^Choisissez votre vol retour · /,
    flight: (code: string) => new RegExp(`, vol ${code}\\. `),
    choose: (fare: string) => new RegExp(`^Choisir le tarif ${fare} à `),
    book: (fare: string) => new RegExp(`^Réserver le tarif ${fare} à `),
    roundTripTotal: /Aller-retour\s:\s([\d\s]+?)\s?Ar/,
    mailTotal: /Total\s:\s([\d\s]+?)\s?Ar pour tous les passagers\./,
    loginTitle: 'Connexion',
    email: 'E-mail',
    password: /^Mot de passe/,
    signIn: 'Se connecter',
    bookingTitle: 'Passagers et confirmation',
    passenger: { ADULT: 'Adulte', CHILD: 'Enfant', INFANT: 'Bébé' },
    firstName: 'Prénom(s)',
    lastName: 'Nom',
    birthDate: 'Date de naissance',
    phone: 'Téléphone mobile',
    confirm: /^Confirmer et réserver · /,
    booked: 'Vos vols sont réservés !',
    ticketSent: (email: string) => `Votre billet électronique a été envoyé à ${email}.`,
    allTrips: 'Voir tous mes voyages',
    tripsTitle: 'Mes voyages',
    upcoming: /^À venir/,
    pastAndCancelled: /^Passés et annulés/,
    confirmed: 'Confirmée',
    cancelledByAirline: 'Annulée par la compagnie',
    roundTrip: (passengers: number) => `Aller-retour · ${passengers} passagers`,
    ticketTitle: 'Billet électronique et itinéraire',
    qrCode: (reference: string) => `QR code de la réservation ${reference}`,
    ticketSubject: (reference: string) => `Billet électronique ${reference} — Antananarivo ⇄ Nosy Be`,
    ticketBody: (reference: string) => `Référence de réservation : ${reference}.`,
  },
  en: {
    flightsTab: 'Flights',
    searchForm: 'Search for a flight',
    from: 'From',
    to: 'To',
    dates: /^Outbound and return dates/,
    datesCalendar: 'Choose the outbound and return days',
    nextMonth: 'Go to the Next Month',
    passengers: /^Travellers and cabin/,
    passengersDialog: 'Travellers and cabin',
    oneAdultMore: 'One adult more',
    oneChildMore: 'One child more',
    done: 'Done',
    search: 'Search flights',
    route: 'Antananarivo → Nosy Be',
    found: /^\d+ flights? found$/,
    resultsList: 'Flights offered',
    outboundTitle: /^Choose your outbound flight · /,
    returnTitle: /^Choose your return flight · /,
    flight: (code: string) => new RegExp(`, flight ${code}\\. `),
    choose: (fare: string) => new RegExp(`^Select the ${fare} fare at `),
    book: (fare: string) => new RegExp(`^Book the ${fare} fare at `),
    roundTripTotal: /Round trip:\sAr\s?([\d,]+)/,
    mailTotal: /Total:\sAr\s?([\d,]+) for all passengers\./,
    loginTitle: 'Sign in',
    email: 'Email',
    password: /^Password/,
    signIn: 'Sign in',
    bookingTitle: 'Passengers and confirmation',
    passenger: { ADULT: 'Adult', CHILD: 'Child', INFANT: 'Infant' },
    firstName: 'First name(s)',
    lastName: 'Last name',
    birthDate: 'Date of birth',
    phone: 'Mobile phone',
    confirm: /^Confirm and book · /,
    booked: 'Your flights are booked!',
    ticketSent: (email: string) => `Your e-ticket was sent to ${email}.`,
    allTrips: 'See all my trips',
    tripsTitle: 'My trips',
    upcoming: /^Upcoming/,
    pastAndCancelled: /^Past and cancelled/,
    confirmed: 'Confirmed',
    cancelledByAirline: 'Cancelled by the airline',
    roundTrip: (passengers: number) => `Round trip · ${passengers} passengers`,
    ticketTitle: 'E-ticket and itinerary',
    qrCode: (reference: string) => `QR code of booking ${reference}`,
    ticketSubject: (reference: string) => `E-ticket ${reference} — Antananarivo ⇄ Nosy Be`,
    ticketBody: (reference: string) => `Booking reference: ${reference}.`,
  },
} as const;
export type Words = (typeof words)[Language];

/** The digits of an amount as any page or mail writes it: "1 260 000 Ar" and "1,260,000 Ar" are 1260000. */
export const amountIn = (text: string | null | undefined) => Number((text ?? '').replace(/\D/g, ''));

const shotsDir = '/tmp/e2e-flights-shots';

/** A full-page screenshot for a person to look at, outside the repository. */
export async function shot(page: Page, name: string) {
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage: true });
}

/** Today in Madagascar less some years and days, as YYYY-MM-DD: an age that holds on any day of the test. */
export function bornYearsAgo(years: number, days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Indian/Antananarivo' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** A storage state without any session, for contexts that must not take the test's. */
export const signedOut = { cookies: [], origins: [] };

/** A new account through the API, in the language its mails come in; the page stays signed out. */
export async function registerTravellerIn(
  request: APIRequestContext,
  name: string,
  language: Language,
): Promise<Traveller> {
  const traveller = {
    email: `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.mg`,
    password: 'voyage-sur-la-grande-ile',
  };
  const response = await request.post('/api/auth/sign-up/email', {
    data: { ...traveller, name: traveller.email, language },
  });
  expect(response.ok()).toBe(true);
  return traveller;
}

/**
 * An API client of its own, signed in with these credentials. It starts without cookies: inside a
 * test, new contexts take the test's storage state (an admin's session), and better-auth refuses a
 * sign-in that carries cookies but no Origin.
 */
export async function signedInClient(
  baseURL: string,
  credentials: { email: string; password: string },
): Promise<APIRequestContext> {
  const client = await playwrightRequest.newContext({ baseURL, storageState: signedOut });
  const response = await client.post('/api/auth/sign-in/email', { data: credentials });
  expect(response.ok(), await response.text()).toBe(true);
  return client;
}

type Departure = {
  id: string;
  flightNumber: string;
  status: 'SCHEDULED' | 'CANCELLED';
  seats: Array<{ cabin: 'ECONOMY' | 'BUSINESS'; forSale: number; sold: number }>;
  passengers: number;
};

/** One departure as the back office lists it (GET /api/admin/flight-instances), as an admin. */
export async function departureOf(
  admin: APIRequestContext,
  search: { date: string; origin: string; destination: string; flight: string },
): Promise<Departure> {
  const response = await admin.get('/api/admin/flight-instances', {
    params: {
      from: search.date,
      to: search.date,
      origin: search.origin,
      destination: search.destination,
      pageSize: 100,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { items } = (await response.json()) as { items: Departure[] };
  const departure = items.find((item) => item.flightNumber === search.flight);
  if (!departure) throw new Error(`no departure ${search.flight} on ${search.date}`);
  return departure;
}

/** Economy seats sold and left on a departure. */
export function economySeats(departure: Departure) {
  const economy = departure.seats.find((seats) => seats.cabin === 'ECONOMY');
  if (!economy) throw new Error(`${departure.flightNumber} has no economy cabin`);
  return { sold: economy.sold, left: economy.forSale - economy.sold };
}

/** An airport from the field's suggestions, found by what a traveller would type. */
export async function chooseAirport(page: Page, form: Locator, field: string, typed: string, code: string) {
  const input = form.getByRole('combobox', { name: field, exact: true });
  await input.fill(typed);
  await page.getByRole('option', { name: new RegExp(`^${code} `) }).click();
  await expect(input).toHaveValue(new RegExp(`\\(${code}\\)$`));
}

/** Both days of a return trip in the form's calendar, moving on month by month. */
export async function pickTripDays(page: Page, w: Words, departDate: string, returnDate: string) {
  await page.getByRole('button', { name: w.dates }).click();
  const calendar = page.getByRole('dialog', { name: w.datesCalendar });
  for (const day of [departDate, returnDate]) {
    const button = calendar.locator(`[data-day="${day}"] button`);
    while (!(await button.isVisible())) {
      await calendar.getByRole('button', { name: w.nextMonth }).click();
    }
    await button.click();
  }
  await expect(calendar).toBeHidden();
}

export type TripSearch = {
  departDate: string;
  returnDate: string;
  adults: number;
  children: number;
};

/**
 * From the home page's Flights tab: a return trip Antananarivo–Nosy Be, its days, the passengers;
 * then the results' first step, the outbounds.
 */
export async function searchReturnTripFromHome(page: Page, w: Words, trip: TripSearch) {
  await page.getByRole('tab', { name: w.flightsTab }).click();
  const form = page.getByRole('search', { name: w.searchForm });
  await chooseAirport(page, form, w.from, 'tana', 'TNR');
  await chooseAirport(page, form, w.to, 'nosy', 'NOS');
  await pickTripDays(page, w, trip.departDate, trip.returnDate);
  await form.getByRole('button', { name: w.passengers }).click();
  const passengers = page.getByRole('dialog', { name: w.passengersDialog });
  for (let adults = 1; adults < trip.adults; adults++) {
    await passengers.getByRole('button', { name: w.oneAdultMore }).click();
  }
  for (let children = 0; children < trip.children; children++) {
    await passengers.getByRole('button', { name: w.oneChildMore }).click();
  }
  await passengers.getByRole('button', { name: w.done }).click();
  await expect(passengers).toBeHidden();
  await form.getByRole('button', { name: w.search }).click();

  await expect(page).toHaveURL(/\/flights\?/);
  await expect(page.getByRole('heading', { level: 1, name: w.route })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: w.outboundTitle })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: w.found })).toBeVisible();
}

/** A result card of the step shown, by its flight number. */
export function flightCard(page: Page, w: Words, flight: string) {
  return page
    .getByRole('list', { name: w.resultsList })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name: w.flight(flight) }) });
}

/** Fills a passenger's fieldset ("Adulte 1", "Enfant 1"…). */
export async function fillPassenger(
  page: Page,
  w: Words,
  slot: { type: 'ADULT' | 'CHILD' | 'INFANT'; number: number },
  passenger: { firstName: string; lastName: string; birthDate: string },
) {
  const group = page.getByRole('group', { name: `${w.passenger[slot.type]} ${slot.number}`, exact: true });
  await group.getByRole('textbox', { name: w.firstName, exact: true }).fill(passenger.firstName);
  await group.getByRole('textbox', { name: w.lastName, exact: true }).fill(passenger.lastName);
  await group.getByLabel(w.birthDate, { exact: true }).fill(passenger.birthDate);
}

/** The login page the booking sent a signed-out traveller to, in the page's language. */
export async function signInOnLoginPage(page: Page, w: Words, traveller: Traveller) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: w.loginTitle })).toBeVisible();
  await main.getByRole('textbox', { name: w.email, exact: true }).fill(traveller.email);
  await main.getByLabel(w.password).fill(traveller.password);
  await main.getByRole('button', { name: w.signIn, exact: true }).click();
}

/** The page is no wider than the screen: nothing to scroll sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  await expect
    .poll(() => page.locator('html').evaluate((html) => html.scrollWidth))
    .toBeLessThanOrEqual(width);
}

/** A flight offer of the search API, as much of it as the tests read. */
type Offer = { offerId: string; segments: Array<{ flightNumber: string }>; fareFamily: 'LIGHT' | 'FLEX' };

/**
 * A one-way booking through the API as the traveller (search, then POST /api/flight-bookings with an
 * Idempotency-Key): the reference and id of a booking made outside the browser.
 */
export async function bookOneWayThroughApi(
  traveller: APIRequestContext,
  trip: { from: string; to: string; date: string; flight: string; fare: 'LIGHT' | 'FLEX' },
  passenger: { firstName: string; lastName: string; birthDate: string },
  contact: { email: string; phone: string },
): Promise<{ id: string; reference: string }> {
  const search = await traveller.get('/api/flights/search', {
    params: { from: trip.from, to: trip.to, departDate: trip.date, adults: 1 },
  });
  expect(search.ok(), await search.text()).toBe(true);
  const { outbound } = (await search.json()) as { outbound: Offer[] };
  const offer = outbound.find(
    (candidate) =>
      candidate.fareFamily === trip.fare &&
      candidate.segments.length === 1 &&
      candidate.segments[0]?.flightNumber === trip.flight,
  );
  if (!offer) throw new Error(`no ${trip.fare} offer on ${trip.flight} on ${trip.date}`);
  const response = await traveller.post('/api/flight-bookings', {
    headers: { 'Idempotency-Key': `e2e-flight-${Date.now()}` },
    data: { offerIds: [offer.offerId], passengers: [{ type: 'ADULT', ...passenger }], contact },
  });
  expect(response.status(), await response.text()).toBe(201);
  const booking = (await response.json()) as { id: string; reference: string };
  expect(booking.reference).toMatch(flightReference);
  return booking;
}
