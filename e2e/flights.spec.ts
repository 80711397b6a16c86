import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { adminTest } from './support/admin';
import { daysFromNow } from './support/booking';
import { demoAdmin, expect, type RunningApp, test } from './support/fixtures';
import {
  amountIn,
  bookOneWayThroughApi,
  bornYearsAgo,
  chooseAirport,
  dailyFlights,
  departureOf,
  economySeats,
  expectNoSidewaysScroll,
  fillPassenger,
  flightCard,
  flightReference,
  type Language,
  pickTripDays,
  registerTravellerIn,
  searchReturnTripFromHome,
  shot,
  signedInClient,
  signedOut,
  signInOnLoginPage,
  words,
} from './support/flights';
import { asPresentVisitor } from './support/present-visitor';

type Fixtures = { page: Page; request: APIRequestContext; runningApp: RunningApp };

/** Seats sold on the trip's two departures, read by an admin through the back office's API. */
async function seatsOnTrip(admin: APIRequestContext, trip: { departDate: string; returnDate: string }) {
  const [outbound, back] = await Promise.all([
    departureOf(admin, {
      date: trip.departDate,
      origin: 'TNR',
      destination: 'NOS',
      flight: dailyFlights.toNosyBe,
    }),
    departureOf(admin, {
      date: trip.returnDate,
      origin: 'NOS',
      destination: 'TNR',
      flight: dailyFlights.fromNosyBe,
    }),
  ]);
  return { outbound: economySeats(outbound), back: economySeats(back) };
}

/**
 * The flow: from the home page's Flights tab a return trip Antananarivo–Nosy Be for two
 * adults and a child, the outbound, then the return, sign in on the way, passengers and contact,
 * confirm; the reference, the e-ticket mail, My trips, the printable e-ticket with its QR code, and
 * three seats fewer for sale on each departure. `onPage` adds what a viewport checks on each page.
 */
async function bookReturnTrip(
  { page, request, runningApp }: Fixtures,
  language: Language,
  trip: { departDate: string; returnDate: string },
  onPage: (page: Page, step: string) => Promise<void> = async () => {},
) {
  const w = words[language];
  const traveller = await registerTravellerIn(request, `rasoa-${language}`, language);
  const admin = await signedInClient(runningApp.server.url, demoAdmin);
  const seatsBefore = await seatsOnTrip(admin, trip);

  await page.goto('/');
  if (language === 'en') {
    await page.getByRole('banner').getByLabel('Langue').selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  }
  await searchReturnTripFromHome(page, w, { ...trip, adults: 2, children: 1 });
  await onPage(page, 'outbounds');

  // The outbound: Vorona Air's morning flight, Light fare
  await flightCard(page, w, dailyFlights.toNosyBe)
    .getByRole('button', { name: w.choose('Light') })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: w.returnTitle })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: w.found })).toBeVisible();
  await onPage(page, 'returns');

  // The return: the morning flight back, Flex fare; its card gives the whole trip's price
  const returnFare = flightCard(page, w, dailyFlights.fromNosyBe)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: w.book('Flex') }) });
  const tripTotal = amountIn((await returnFare.textContent())?.match(w.roundTripTotal)?.[1]);
  expect(tripTotal).toBeGreaterThan(0);
  await returnFare.getByRole('button', { name: w.book('Flex') }).click();

  // Signed out: the login page, then back to the booking with both flights
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await signInOnLoginPage(page, w, traveller);
  await expect(page).toHaveURL(/\/flights\/book\?/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: w.bookingTitle })).toBeVisible();
  await fillPassenger(
    page,
    w,
    { type: 'ADULT', number: 1 },
    { firstName: 'Rasoa', lastName: 'Rakotomalala', birthDate: bornYearsAgo(34, 40) },
  );
  await fillPassenger(
    page,
    w,
    { type: 'ADULT', number: 2 },
    { firstName: 'Hery', lastName: 'Rakotomalala', birthDate: bornYearsAgo(37, 200) },
  );
  await fillPassenger(
    page,
    w,
    { type: 'CHILD', number: 1 },
    { firstName: 'Miora', lastName: 'Rakotomalala', birthDate: bornYearsAgo(7, 100) },
  );
  await expect(main.getByRole('textbox', { name: w.email, exact: true })).toHaveValue(traveller.email);
  await main.getByRole('textbox', { name: w.phone, exact: true }).fill('+261 34 12 345 67');
  const confirm = main.getByRole('button', { name: w.confirm });
  expect(amountIn(await confirm.textContent())).toBe(tripTotal);
  await onPage(page, 'passengers');
  await confirm.click();

  // The confirmation: the trip's page, opened on the news, with the reference
  await expect(page).toHaveURL(/\/account\/trips\/[^/?]+\?confirmed=true$/);
  const bookingId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await expect(main.getByText(w.booked)).toBeVisible();
  await expect(main.getByText(w.ticketSent(traveller.email))).toBeVisible();
  const reference = (await main.getByText(flightReference).textContent()) ?? '';
  expect(reference).toMatch(flightReference);
  await onPage(page, 'confirmation');

  // The e-ticket mail, in the traveller's language, through the outbox and real SMTP
  const mail = await runningApp.inbox.waitFor(
    traveller.email,
    (received) => received.subject.includes(reference),
    20_000,
  );
  expect(mail.subject).toBe(w.ticketSubject(reference));
  expect(mail.text).toContain(w.ticketBody(reference));
  expect(mail.text).toContain('Miora Rakotomalala');
  expect(mail.text).toContain(dailyFlights.toNosyBe);
  expect(mail.text).toContain(dailyFlights.fromNosyBe);
  expect(amountIn(mail.text.match(w.mailTotal)?.[1])).toBe(tripTotal);
  const printLink = mail.links.find((link) => link.endsWith(`/account/trips/${bookingId}/print`));
  expect(printLink, mail.links.join('\n')).toBeTruthy();

  // My trips: the flight beside any stay, to come
  await main.getByRole('link', { name: w.allTrips }).click();
  await expect(main.getByRole('heading', { level: 1, name: w.tripsTitle })).toBeVisible();
  const card = main
    .getByRole('region', { name: w.upcoming })
    .getByRole('article')
    .filter({ hasText: reference });
  await expect(card).toContainText(w.route);
  await expect(card).toContainText(w.roundTrip(3));
  await expect(card).toContainText(w.confirmed);
  await expect(card).toContainText(dailyFlights.toNosyBe);
  await expect(card).toContainText(dailyFlights.fromNosyBe);
  await onPage(page, 'my-trips');

  // The printable e-ticket the mail links to: the reference as text and as a QR code
  await page.goto(new URL(printLink ?? '').pathname);
  await expect(main.getByRole('heading', { level: 1, name: w.ticketTitle })).toBeVisible();
  await expect(main.getByText(reference, { exact: true })).toBeVisible();
  const qrCode = main.getByRole('img', { name: w.qrCode(reference) });
  await expect(qrCode).toBeVisible();
  expect(await qrCode.evaluate((element) => element.tagName.toLowerCase())).toBe('svg');
  expect(await qrCode.locator('path').getAttribute('d')).toMatch(/^M\d/);
  await expect(main.getByText('Miora')).toBeVisible();
  await onPage(page, 'print');

  // Three seats (two adults and a child) fewer for sale on each departure
  const seatsAfter = await seatsOnTrip(admin, trip);
  expect(seatsAfter.outbound.sold).toBe(seatsBefore.outbound.sold + 3);
  expect(seatsAfter.outbound.left).toBe(seatsBefore.outbound.left - 3);
  expect(seatsAfter.back.sold).toBe(seatsBefore.back.sold + 3);
  expect(seatsAfter.back.left).toBe(seatsBefore.back.left - 3);
  await admin.dispose();
}

// Each test books its own days, so that no test sees another's seats or cancellations.
test.describe('booking a return flight', () => {
  test('on a desktop, in French: search, outbound, return, passengers, e-ticket, My trips, print', async ({
    page,
    request,
    runningApp,
  }) => {
    await bookReturnTrip(
      { page, request, runningApp },
      'fr',
      { departDate: daysFromNow(21), returnDate: daysFromNow(25) },
      async (shown, step) => {
        if (['outbounds', 'passengers', 'confirmation', 'print'].includes(step)) {
          await shot(shown, `desktop-fr-${step}`);
        }
      },
    );
  });

  test('in English, the language switched on the home page', async ({ page, request, runningApp }) => {
    await bookReturnTrip(
      { page, request, runningApp },
      'en',
      { departDate: daysFromNow(35), returnDate: daysFromNow(38) },
      async (shown, step) => {
        if (['returns', 'my-trips'].includes(step)) await shot(shown, `desktop-en-${step}`);
      },
    );
  });

  test.describe('on a 360 px phone', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the same flow, with nothing wider than the screen', async ({ page, request, runningApp }) => {
      await bookReturnTrip(
        { page, request, runningApp },
        'fr',
        { departDate: daysFromNow(28), returnDate: daysFromNow(31) },
        async (shown, step) => {
          await expectNoSidewaysScroll(shown);
          await shot(shown, `phone-fr-${step}`);
        },
      );
    });
  });
});

test.describe('bad flight searches', () => {
  test('the same airport twice, and a return before the outbound, are explained and search nothing', async ({
    page,
  }) => {
    const searches: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/api/flights/search') searches.push(sent.url());
    });
    const w = words.fr;

    // The home page's form: Antananarivo to Antananarivo
    await page.goto('/');
    await page.getByRole('tab', { name: w.flightsTab }).click();
    const form = page.getByRole('search', { name: w.searchForm });
    await chooseAirport(page, form, w.from, 'TNR', 'TNR');
    await chooseAirport(page, form, w.to, 'tana', 'TNR');
    await pickTripDays(page, w, daysFromNow(10), daysFromNow(12));
    await form.getByRole('button', { name: w.search }).click();
    await expect(form.getByText("L'arrivée doit être différente du départ")).toBeVisible();
    await expect(form.getByRole('combobox', { name: w.to, exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(form.getByRole('alert')).toHaveCount(1);
    await expect(page).toHaveURL(/\/$/);
    await shot(page, 'bad-same-airports');

    // A return before the outbound cannot be picked in the calendar: an address with one can
    const departDate = daysFromNow(12);
    const returnDate = daysFromNow(10);
    const address = `/flights?from=TNR&to=NOS&departDate=${departDate}&returnDate=${returnDate}&adults=1`;
    await page.goto(address);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Cette recherche de vol est à corriger' }),
    ).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: "Le retour ne peut pas être avant l'aller" }),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: w.resultsList })).toHaveCount(0);
    await expect(page.getByRole('search', { name: w.searchForm })).toBeVisible();

    // The same, in English
    await page.getByRole('banner').getByLabel('Langue').selectOption('en');
    await expect(
      page.getByRole('heading', { level: 1, name: 'This flight search needs fixing' }),
    ).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'The return cannot be before the departure' }),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: words.en.resultsList })).toHaveCount(0);
    await shot(page, 'bad-return-before-outbound-en');
    expect(searches).toEqual([]);
  });
});

adminTest.describe('an airline cancels a departure', () => {
  adminTest(
    'the admin cancels it in the back office: the booking on it shows cancelled by the airline and its traveller gets a mail',
    async ({ page, browser, baseURL, runningApp }) => {
      if (!baseURL) throw new Error('no base URL');
      const date = daysFromNow(14);
      const flight = dailyFlights.toSainteMarie;

      // A traveller of the test's own books a seat on that departure, through the API
      const anonymous = await playwrightRequest.newContext({ baseURL, storageState: signedOut });
      const traveller = await registerTravellerIn(anonymous, 'noro', 'fr');
      await anonymous.dispose();
      const client = await signedInClient(baseURL, traveller);
      const booking = await bookOneWayThroughApi(
        client,
        { from: 'TNR', to: 'SMS', date, flight, fare: 'FLEX' },
        { firstName: 'Noro', lastName: 'Andrianina', birthDate: bornYearsAgo(29, 10) },
        { email: traveller.email, phone: '+261 34 12 345 67' },
      );
      await client.dispose();
      await runningApp.inbox.waitFor(traveller.email, (mail) => mail.subject.includes(booking.reference));

      // The back office's departures of that day on that route: the seat sold, then Cancel
      await page.goto(`/admin/flights?from=${date}&to=${date}&origin=TNR&destination=SMS`);
      const row = page.getByRole('row').filter({ hasText: flight });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Économie : 1 vendus sur 48');
      await expect(row).toContainText('Programmé');
      await row.getByRole('button', { name: new RegExp(`^Actions pour ${flight} du `) }).click();
      await page.getByRole('menuitem', { name: 'Annuler le départ' }).click();
      const dialog = page.getByRole('alertdialog', { name: new RegExp(`^Annuler le vol ${flight} du `) });
      await expect(dialog).toContainText('Son passager sera prévenu par e-mail');
      await shot(page, 'admin-cancel-dialog');
      await dialog.getByRole('button', { name: 'Annuler le départ' }).click();
      await expect(
        page
          .getByRole('region', { name: /Notifications/ })
          .getByText(`Vol ${flight} annulé : 1 réservation annulée`, { exact: true }),
      ).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(row).toContainText('Annulé');
      await shot(page, 'admin-cancelled');

      // The traveller's mail
      const mail = await runningApp.inbox.waitFor(
        traveller.email,
        (received) => received.subject === `Vol annulé ${flight} — réservation ${booking.reference}`,
        20_000,
      );
      expect(mail.text).toContain('Tsingy Express a annulé ce vol');
      expect(mail.text).toContain(`Votre réservation ${booking.reference} est donc annulée`);

      // The traveller's My trips, in a browser of its own
      const context = await browser.newContext({ baseURL, storageState: signedOut });
      await asPresentVisitor(context);
      const guest = await context.newPage();
      await guest.goto('/account/trips');
      await signInOnLoginPage(guest, words.fr, traveller);
      const main = guest.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Mes voyages' })).toBeVisible();
      const card = main
        .getByRole('region', { name: words.fr.pastAndCancelled })
        .getByRole('article')
        .filter({ hasText: booking.reference });
      await expect(card).toContainText(words.fr.cancelledByAirline);
      await shot(guest, 'traveller-cancelled-by-airline');
      await card.getByRole('link').click();
      await expect(main.getByText(booking.reference, { exact: true })).toBeVisible();
      await expect(main.getByText(words.fr.cancelledByAirline, { exact: true })).toBeVisible();
      await expect(main).toContainText('La compagnie a annulé un vol de cette réservation le');
      await context.close();
    },
  );
});
