import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

const dayMs = 86_400_000;

/** A date that many days after today in Madagascar, as YYYY-MM-DD. */
export function daysFromNow(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Indian/Antananarivo' }).format(
    new Date(Date.now() + days * dayMs),
  );
}

export type Traveller = { email: string; password: string };

/** A new account made through the API, outside the browser: the page itself is still signed out. */
export async function registerTraveller(request: APIRequestContext, name: string): Promise<Traveller> {
  const traveller = { email: `${name}-${Date.now()}@example.mg`, password: 'voyage-sur-la-grande-ile' };
  const response = await request.post('/api/auth/sign-up/email', {
    data: { ...traveller, name: traveller.email },
  });
  expect(response.ok()).toBe(true);
  return traveller;
}

/** Picks the stay in the home or results form's calendar, moving on month by month. */
export async function pickStay(page: Page, checkIn: string, checkOut: string) {
  await page.getByRole('button', { name: /Dates du séjour/ }).click();
  const calendar = page.getByRole('dialog', { name: "Choisir les dates d'arrivée et de départ" });
  for (const day of [checkIn, checkOut]) {
    const button = calendar.locator(`[data-day="${day}"] button`);
    while (!(await button.isVisible())) {
      await calendar.getByRole('button', { name: 'Aller au mois suivant' }).click();
    }
    await button.click();
  }
  await expect(calendar).toBeHidden();
}

/** The home page's search: a destination from the suggestions, the dates, and how many guests. */
export async function searchFromHome(
  page: Page,
  search: { city: string; checkIn: string; checkOut: string; guests: number },
) {
  await page.goto('/');
  const destination = page.getByRole('combobox', { name: 'Destination' });
  await destination.fill(search.city.slice(0, 4).toLowerCase());
  await page.getByRole('option', { name: new RegExp(search.city) }).click();
  await expect(destination).toHaveValue(search.city);
  await pickStay(page, search.checkIn, search.checkOut);
  await page.getByRole('button', { name: /Voyageurs et chambres/ }).click();
  const occupancy = page.getByRole('dialog', { name: 'Voyageurs et chambres' });
  for (let guests = 2; guests > search.guests; guests--) {
    await occupancy.getByRole('button', { name: 'Un voyageur de moins' }).click();
  }
  await occupancy.getByRole('button', { name: 'Valider' }).click();
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Hôtels – ${search.city}` })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /hôtels? trouvés?/ })).toBeVisible();
}

/** A result card, by the hotel's name. */
export function resultCard(page: Page, hotelName: string) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: hotelName }) });
}

/** "5 chambres disponibles" on the hotel's card, as a number; 0 when the hotel is not listed. */
export async function roomsLeftInResults(page: Page, hotelName: string): Promise<number> {
  await expect(page.getByRole('status').filter({ hasText: /hôtels? trouvés?|Aucun/ })).toBeVisible();
  const card = resultCard(page, hotelName);
  if ((await card.count()) === 0) return 0;
  const text = await card.getByText(/chambres? disponibles?/).textContent();
  return Number(text?.match(/\d+/)?.[0]);
}

/** The first hotel the results list, by its name. */
export async function firstHotelName(page: Page): Promise<string> {
  return (await page.getByRole('article').first().getByRole('heading', { level: 3 }).textContent()) ?? '';
}

/** From the results: the hotel's page, one room of its first type, then Book. */
export async function reserveOneRoom(page: Page, hotelName: string) {
  await resultCard(page, hotelName).getByRole('link', { name: hotelName }).click();
  await expect(page.getByRole('heading', { level: 1, name: hotelName })).toBeVisible();
  await page
    .getByRole('combobox', { name: /Nombre de chambres/ })
    .first()
    .selectOption('1');
  await page.getByRole('button', { name: 'Réserver' }).click();
}

export async function signInThroughForm(page: Page, traveller: Traveller) {
  // The page being left stays on screen until the login page has loaded: wait for the latter.
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await main.getByRole('textbox', { name: 'E-mail', exact: true }).fill(traveller.email);
  await main.getByLabel(/^Mot de passe/).fill(traveller.password);
  await main.getByRole('button', { name: 'Se connecter' }).click();
}

/** The review page's guest details, then Confirm: the confirmation's reference. */
export async function confirmBooking(page: Page, guest: { name: string; phone: string }): Promise<string> {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Vérifiez et confirmez' })).toBeVisible();
  await main.getByRole('textbox', { name: 'Nom complet' }).fill(guest.name);
  await main.getByRole('textbox', { name: 'Téléphone' }).fill(guest.phone);
  await main.getByRole('button', { name: 'Confirmer la réservation' }).click();
  await expect(page.getByText('Votre réservation est confirmée !')).toBeVisible();
  const reference = await page.getByText(/^MB-[2-9A-HJ-KM-NP-Z]{6}$/).textContent();
  if (!reference) throw new Error('no booking reference on the confirmation');
  return reference;
}

/** From the account menu to the trip, then Cancel, confirmed in the dialog. */
export async function cancelFromMyTrips(page: Page, reference: string) {
  await page.getByRole('button', { name: /Menu du compte/ }).click();
  await page.getByRole('menuitem', { name: 'Mes voyages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes voyages' })).toBeVisible();
  const upcoming = page.getByRole('region', { name: /À venir/ });
  const trip = upcoming.getByRole('article').filter({ hasText: reference });
  await trip.getByRole('link').click();
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Annuler la réservation' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Annuler la réservation ${reference} ?` });
  await dialog.getByRole('button', { name: 'Oui, annuler' }).click();
  await expect(page.getByText(/^Réservation annulée le /)).toBeVisible();
  await expect(page.getByText('Annulée', { exact: true })).toBeVisible();
}
