import type { APIRequestContext, Page } from '@playwright/test';
import {
  cancelFromMyTrips,
  confirmBooking,
  daysFromNow,
  firstHotelName,
  registerTraveller,
  reserveOneRoom,
  roomsLeftInResults,
  searchFromHome,
  signInThroughForm,
} from './support/booking';
import { expect, type RunningApp, test } from './support/fixtures';

type Trip = { city: string; checkIn: string; checkOut: string; guests: number };

/**
 * The flow: search, results, hotel, sign in, review, confirm, the confirmation mail,
 * My trips, cancel, and the rooms back in the results. `onResults` adds what a viewport shows.
 */
async function bookAndCancel(
  { page, request, runningApp }: { page: Page; request: APIRequestContext; runningApp: RunningApp },
  trip: Trip,
  onResults: (page: Page) => Promise<void> = async () => {},
) {
  const traveller = await registerTraveller(request, 'ravo');
  await searchFromHome(page, trip);
  const resultsUrl = page.url();
  await onResults(page);

  const hotelName = await firstHotelName(page);
  const roomsBefore = await roomsLeftInResults(page, hotelName);
  expect(roomsBefore).toBeGreaterThan(0);
  await reserveOneRoom(page, hotelName);

  await expect(page).toHaveURL(/\/login\?redirect=/);
  await signInThroughForm(page, traveller);
  await expect(page).toHaveURL(/\/hotels\/[^/]+\/book\?/);
  const reference = await confirmBooking(page, { name: 'Ravo Rakotomalala', phone: '034 12 345 67' });
  await expect(page.getByText(`Un e-mail de confirmation a été envoyé à ${traveller.email}.`)).toBeVisible();

  const mail = await runningApp.inbox.waitFor(
    traveller.email,
    (received) => received.subject.includes(reference),
    20_000,
  );
  expect(mail.subject).toContain(hotelName);

  await cancelFromMyTrips(page, reference);

  await page.goto(resultsUrl);
  await expect.poll(() => roomsLeftInResults(page, hotelName)).toBe(roomsBefore);
}

test.describe('booking a hotel room', () => {
  test('on a desktop: search, book, find it in My trips, cancel', async ({ page, request, runningApp }) => {
    await bookAndCancel(
      { page, request, runningApp },
      { city: 'Nosy Be', checkIn: daysFromNow(45), checkOut: daysFromNow(47), guests: 2 },
      async (results) => {
        await expect(results.getByRole('region', { name: 'Carte des hôtels de cette page' })).toBeVisible();
        await expect(results.getByRole('complementary', { name: 'Filtres' })).toBeVisible();
      },
    );
  });

  test.describe('on a 360 px phone', () => {
    test.use({ viewport: { width: 360, height: 800 } });

    test('the same flow, with the list/map toggle and the filter sheet', async ({
      page,
      request,
      runningApp,
    }) => {
      await bookAndCancel(
        { page, request, runningApp },
        { city: 'Antananarivo', checkIn: daysFromNow(52), checkOut: daysFromNow(53), guests: 1 },
        async (results) => {
          await results.getByRole('button', { name: 'Carte' }).click();
          await expect(results.getByRole('region', { name: 'Carte des hôtels de cette page' })).toBeVisible();
          await results.getByRole('button', { name: 'Liste' }).click();
          await results.getByRole('button', { name: 'Filtres' }).click();
          const sheet = results.getByRole('dialog', { name: 'Filtres' });
          await expect(sheet.getByRole('group', { name: 'Étoiles' })).toBeVisible();
          await sheet.getByRole('button', { name: /^Voir (les )?\d+ hôtels?$/ }).click();
          await expect(sheet).toBeHidden();
        },
      );
    });
  });
});

test.describe('around the booking', () => {
  test('the home page’s beta sign-up thanks once, then says the email is already on the list', async ({
    page,
  }) => {
    await page.goto('/');
    const email = `beta-${Date.now()}@example.mg`;
    const band = page.getByRole('region', { name: 'Soyez parmi les premiers' });
    for (const toast of [
      "Merci de votre inscription à l'accès bêta ! Nous vous contacterons très bientôt.",
      'Un accès bêta existe déjà pour cet e-mail',
    ]) {
      await band.getByRole('textbox', { name: 'Votre e-mail' }).fill(email);
      await band.getByRole('button', { name: "Je m'inscris" }).click();
      await expect(page.getByText(toast)).toBeVisible();
    }
  });

  test('a search address with bad values explains them and offers the form to fix it', async ({ page }) => {
    await page.goto('/hotels?checkIn=2020-01-01&checkOut=2020-01-01&guests=0&sort=%22cheap%22');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Cette recherche est à corriger' }),
    ).toBeVisible();
    const problems = page.getByRole('alert');
    await expect(problems).toContainText("L'arrivée ne peut pas être dans le passé");
    await expect(problems).toContainText('Nombre de voyageurs invalide : de 1 à 200');
    await expect(problems).toContainText('Tri inconnu');
    await expect(page.getByRole('search', { name: 'Rechercher un hôtel' })).toBeVisible();
  });
});
