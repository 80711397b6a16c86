import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { type FakeProviders, startFakeProviders } from '../apps/server/src/test/fake-providers';
import { daysFromNow, registerTraveller, type Traveller } from './support/booking';
import { test as base, demoAdmin, expect } from './support/fixtures';
import { bornYearsAgo, dailyFlights, fillPassenger, signedInClient, words } from './support/flights';

/**
 * The app with MVola and Orange Money both on, each answered by its fake on 127.0.0.1 (started per
 * worker, before the server that is pointed at them).
 */
const test = base.extend<object, { providers: FakeProviders }>({
  providers: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
    async ({}, use) => {
      const providers = await startFakeProviders();
      await use(providers);
      await providers.close();
    },
    { scope: 'worker' },
  ],
  appEnv: [async ({ providers }, use) => use(providers.env), { scope: 'worker' }],
});

const shotsDir = '/tmp/e2e-payments-shots';

/** The payment panel alone, for a person to look at: the site's sticky header kept off it. */
async function shotOf(panel: Locator, name: string) {
  mkdirSync(shotsDir, { recursive: true });
  await panel.screenshot({
    path: `${shotsDir}/${name}.png`,
    style: 'header { position: static !important; }',
  });
}

/** A stay's amount in a text, whichever way the language writes it: "60 000 Ar" or "Ar 60,000". */
const amountIn = (text: string) => Number(text.replace(/\D/g, ''));

type DemoHotel = { id: string; slug: string; name: string; city: string; amenities: Array<{ id: string }> };

/** A demo hotel asking a 30 % deposit, as an admin sets it in the back office (PUT /api/hotels/{id}). */
async function hotelWithDeposit(admin: APIRequestContext): Promise<DemoHotel> {
  const hotels = (await (await admin.get('/api/hotels/all')).json()) as DemoHotel[];
  const hotel = hotels.find((candidate) => candidate.city === 'Antananarivo') ?? hotels[0];
  if (!hotel) throw new Error('no demo hotel');
  // The hotel as read, its amenities by id: the update takes its fields and leaves out the others.
  const response = await admin.put(`/api/hotels/${hotel.id}`, {
    data: { ...hotel, amenityIds: hotel.amenities.map((amenity) => amenity.id), prepaymentPercent: 30 },
  });
  expect(response.status(), await response.text()).toBe(200);
  return hotel;
}

/** Signs the page in through the API, as the login form would: the page's context keeps the session. */
async function signInPage(page: Page, traveller: Traveller) {
  const response = await page.request.post('/api/auth/sign-in/email', { data: traveller });
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * From the hotel's page to its review, which says what the deposit is before booking, then
 * "Réserver et payer": the trip opens held, awaiting payment, with the hold's time left.
 */
async function bookHeldStay(page: Page, hotel: DemoHotel, nightsFromNow: number, shotName: string) {
  const stay = { checkIn: daysFromNow(nightsFromNow), checkOut: daysFromNow(nightsFromNow + 2) };
  await page.goto(`/hotels/${hotel.slug}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&guests=2`);
  await expect(page.getByRole('heading', { level: 1, name: hotel.name })).toBeVisible();
  await page
    .getByRole('combobox', { name: /Nombre de chambres/ })
    .first()
    .selectOption('1');
  await page.getByRole('button', { name: 'Réserver' }).click();

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Vérifiez et confirmez' })).toBeVisible();
  const deposit = main.getByText(/^Acompte de 30 % \(.+\) maintenant, le reste à l'hôtel\.$/);
  await expect(deposit).toBeVisible();
  await expect(
    main.getByText(/^Vous payez par MVola ou Orange Money juste après avoir réservé/),
  ).toBeVisible();
  const depositAmount = amountIn((await deposit.textContent())?.replace('30 %', '') ?? '');
  await main.getByRole('textbox', { name: 'Nom complet' }).fill('Ravo Rakotomalala');
  await main.getByRole('textbox', { name: 'Téléphone' }).fill('034 12 345 67');
  await shotOf(main.getByRole('region', { name: 'Voyageur principal' }), shotName);
  await main.getByRole('button', { name: 'Réserver et payer' }).click();

  await expect(page).toHaveURL(/\/account\/trips\/[^/?]+/);
  await expect(page.getByText('En attente de paiement', { exact: true })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Paiement', exact: true });
  await expect(panel.getByText(/^Votre réservation est retenue jusqu'à \d{2}:\d{2}/)).toBeVisible();
  await expect(panel.getByRole('timer', { name: 'Temps restant' })).toHaveText(/^1[45]:\d{2}$/);
  await expect(panel.getByText('Non payée', { exact: true })).toBeVisible();
  const reference = (await page.getByText(/^MB-[2-9A-HJ-KM-NP-Z]{6}$/).textContent()) ?? '';
  return { panel, reference, depositAmount };
}

test.describe('paying a booking', () => {
  test('a deposit by Orange Money: its page, then back on the trip, confirmed', async ({
    page,
    request,
    runningApp,
  }) => {
    const admin = await signedInClient(runningApp.server.url, demoAdmin);
    const hotel = await hotelWithDeposit(admin);
    await signInPage(page, await registerTraveller(request, 'orange'));
    const { panel, depositAmount } = await bookHeldStay(page, hotel, 60, 'desktop-review');
    await shotOf(panel, 'desktop-held');

    await panel.getByRole('radio', { name: 'Orange Money' }).click();
    await expect(panel.getByRole('textbox', { name: 'Numéro MVola' })).toBeHidden();
    const pay = panel.getByRole('button', { name: /^Payer .+ avec Orange Money$/ });
    expect(amountIn((await pay.textContent()) ?? '')).toBe(depositAmount);
    await pay.click();

    // Orange Money's own page, on its own host
    await expect(page.getByRole('heading', { name: 'Orange Money' })).toBeVisible();
    expect(new URL(page.url()).origin).not.toBe(runningApp.server.url);
    await page.getByRole('button', { name: 'Payer' }).click();

    await expect(page).toHaveURL(/\/account\/trips\/[^/?]+$/);
    await expect(panel.getByText(/^Paiement de .+ reçu, merci !$/)).toBeVisible();
    await expect(panel.getByText('Votre réservation est confirmée.')).toBeVisible();
    await expect(panel.getByText('Acompte payé', { exact: true })).toBeVisible();
    await expect(page.getByText('Confirmée', { exact: true })).toBeVisible();
    await expect(panel.getByRole('timer')).toBeHidden();
    const paid = panel.getByRole('region', { name: 'Vos paiements' }).getByRole('listitem').first();
    await expect(paid).toContainText('Réussi');
    await expect(paid).toContainText('Orange Money');
    await shotOf(panel, 'desktop-paid');

    // A reload shows the trip as it stands, without the way back's message
    await page.reload();
    await expect(panel.getByText('Acompte payé', { exact: true })).toBeVisible();
    await expect(panel.getByText(/^Paiement de .+ reçu/)).toBeHidden();
  });

  test.describe('on a 360 px phone', () => {
    test.use({ viewport: { width: 360, height: 800 } });

    test('a deposit by MVola: approved on the phone while the page waits, then paid', async ({
      page,
      request,
      runningApp,
      providers,
    }) => {
      const admin = await signedInClient(runningApp.server.url, demoAdmin);
      const hotel = await hotelWithDeposit(admin);
      await signInPage(page, await registerTraveller(request, 'mvola'));
      const { panel, reference } = await bookHeldStay(page, hotel, 64, 'phone-review');

      await expect(panel.getByRole('radio', { name: 'MVola' })).toBeChecked();
      await expect(panel.getByRole('textbox', { name: 'Numéro MVola' })).toHaveValue('034 12 345 67');
      await panel.getByRole('button', { name: /^Payer .+ avec MVola$/ }).click();

      const waiting = panel.getByRole('heading', { name: 'Validez le paiement sur votre téléphone' });
      await expect(waiting).toBeVisible();
      await expect(waiting).toBeFocused();
      await expect(panel.getByRole('status').filter({ hasText: 'Validez le paiement' })).toHaveCount(1);
      await expect(panel.getByText('Paiement en cours', { exact: true })).toBeVisible();
      await expect
        .poll(() => page.locator('html').evaluate((html) => html.scrollWidth))
        .toBeLessThanOrEqual(360);
      await shotOf(panel, 'phone-waiting');

      // The payer approves on their phone: MVola knows it; the page learns it by asking
      const found = await admin.get('/api/admin/payments', { params: { q: reference } });
      expect(found.ok(), await found.text()).toBe(true);
      const { items } = (await found.json()) as {
        items: Array<{ method: string; status: string; providerReference: string | null }>;
      };
      const mvolaPayment = items.find((item) => item.method === 'MVOLA' && item.status === 'PENDING');
      if (!mvolaPayment?.providerReference) throw new Error(`no pending MVola payment for ${reference}`);
      providers.mvola.complete(mvolaPayment.providerReference);

      await expect(panel.getByText(/^Paiement de .+ reçu, merci !$/)).toBeVisible({ timeout: 20_000 });
      await expect(panel.getByText('Acompte payé', { exact: true })).toBeVisible();
      await expect(page.getByText('Confirmée', { exact: true })).toBeVisible();
      await expect(waiting).toBeHidden();
      await shotOf(panel, 'phone-paid');

      // My trips: no longer held
      await page.goto('/account/trips');
      const trip = page.getByRole('article').filter({ hasText: reference });
      await expect(trip.getByText('Acompte payé', { exact: true })).toBeVisible();
      await expect(trip.getByText(/^À régler avant/)).toBeHidden();
    });
  });

  test('in English: a journey paid in full by Orange Money, cancelled once then paid', async ({
    page,
    request,
  }) => {
    const w = words.en;
    const traveller = await registerTraveller(request, 'journey');
    const departDate = daysFromNow(30);
    const search = await request.get('/api/flights/search', {
      params: { from: 'TNR', to: 'NOS', departDate, adults: 1 },
    });
    expect(search.ok(), await search.text()).toBe(true);
    const { outbound } = (await search.json()) as {
      outbound: Array<{ offerId: string; fareFamily: string; segments: Array<{ flightNumber: string }> }>;
    };
    const offer = outbound.find(
      (candidate) =>
        candidate.fareFamily === 'LIGHT' && candidate.segments[0]?.flightNumber === dailyFlights.toNosyBe,
    );
    if (!offer) throw new Error(`no Light fare on ${dailyFlights.toNosyBe} on ${departDate}`);

    await signInPage(page, traveller);
    await page.goto(`/flights/book?offers=${offer.offerId}&adults=1&lang=en`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: w.bookingTitle })).toBeVisible();
    await fillPassenger(
      page,
      w,
      { type: 'ADULT', number: 1 },
      { firstName: 'Rasoa', lastName: 'Rakotomalala', birthDate: bornYearsAgo(34, 40) },
    );
    await main.getByRole('textbox', { name: w.phone, exact: true }).fill('+261 34 12 345 67');
    const fullNow = main.getByText(/^Full payment now \(.+\)\.$/);
    await expect(fullNow).toBeVisible();
    await expect(main.getByText(/your seats stay held for 15 minutes\.$/)).toBeVisible();
    const confirm = main.getByRole('button', { name: w.confirm });
    const total = amountIn((await confirm.textContent()) ?? '');
    expect(amountIn((await fullNow.textContent()) ?? '')).toBe(total);
    await confirm.click();

    await expect(page).toHaveURL(/\/account\/trips\/[^/?]+/);
    const panel = page.getByRole('region', { name: 'Payment', exact: true });
    await expect(page.getByText('Awaiting payment', { exact: true })).toBeVisible();
    await expect(panel.getByRole('timer', { name: 'Time left' })).toBeVisible();
    await expect(panel.getByText('Unpaid', { exact: true })).toBeVisible();
    await shotOf(panel, 'english-held');

    const payWithOrange = async () => {
      await panel.getByRole('radio', { name: 'Orange Money' }).click();
      const pay = panel.getByRole('button', { name: /^Pay .+ with Orange Money$/ });
      expect(amountIn((await pay.textContent()) ?? '')).toBe(total);
      await pay.click();
      await expect(page.getByRole('heading', { name: 'Orange Money' })).toBeVisible();
    };

    // Cancelled on Orange Money's page: back on the trip, told so, and offered the methods again
    await payWithOrange();
    await page.getByRole('button', { name: 'Annuler' }).click();
    const cancelled = 'You cancelled the Orange Money payment';
    await expect(panel.getByRole('paragraph').filter({ hasText: cancelled })).toBeVisible();
    await expect(panel.getByRole('status').filter({ hasText: cancelled })).toHaveCount(1);
    const failed = panel.getByRole('region', { name: 'Your payments' }).getByRole('listitem').first();
    await expect(failed).toContainText('Failed');
    await shotOf(panel, 'english-cancelled');

    await payWithOrange();
    await page.getByRole('button', { name: 'Payer' }).click();
    await expect(panel.getByText(/^Payment of .+ received, thank you!$/)).toBeVisible();
    await expect(panel.getByText('Paid', { exact: true })).toBeVisible();
    await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(panel.getByRole('radiogroup')).toBeHidden();
    await shotOf(panel, 'english-paid');
  });
});
