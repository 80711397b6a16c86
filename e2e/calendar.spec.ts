import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { adminTest as test } from './support/admin';
import {
  confirmBooking,
  daysFromNow,
  registerTraveller,
  resultCard,
  signInThroughForm,
} from './support/booking';
import { expect } from './support/fixtures';
import { asPresentVisitor } from './support/present-visitor';
import { toast } from './support/toast';

/** A night as the calendar's headers and messages name it: "lundi 22 décembre 2025". */
const fullDate = (isoDate: string) =>
  new Intl.DateTimeFormat('fr-MG', { dateStyle: 'full', timeZone: 'Indian/Antananarivo' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );

type Room = { id: string; name: string };
type Hotel = { id: string; slug: string; name: string };

/** A hotel of the test's own in a town of its own, so that searches see no other test's hotels. */
async function createHotel(
  request: APIRequestContext,
  name: string,
  city: string,
  rooms: Array<{ name: string; type: string; pricePerNight: number; quantity: number }>,
): Promise<{ hotel: Hotel; rooms: Room[] }> {
  const response = await request.post('/api/hotels', {
    data: { name, address: 'Route de la plage', city, latitude: -18.38, longitude: 49.22, stars: 3 },
  });
  expect(response.status()).toBe(201);
  const hotel = (await response.json()) as Hotel;
  const created: Room[] = [];
  for (const room of rooms) {
    const answer = await request.post('/api/hotels/rooms', {
      data: { ...room, hotelId: hotel.id, capacity: 2 },
    });
    expect(answer.status()).toBe(201);
    created.push((await answer.json()) as Room);
  }
  return { hotel, rooms: created };
}

/** The calendar card of the hotel's back-office page. */
function calendarOf(page: Page) {
  const table = page.getByRole('table', { name: /Chambres vendues, en vente et prix par type de chambre/ });
  return {
    table,
    /** The header's button of the window's `index`-th night (0 is the first night shown). */
    night: (index: number) =>
      table
        .getByRole('columnheader')
        .nth(index + 1)
        .getByRole('button'),
    cell: (roomName: string, index: number) =>
      table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: roomName }) })
        .getByRole('cell')
        .nth(index),
  };
}

async function showNightsFrom(page: Page, night: string) {
  await page.getByLabel('À partir du').fill(night);
  await expect(calendarOf(page).night(0)).toHaveAccessibleName(fullDate(night));
}

/** A choice of the dialog's groups ("Vente", "Séjour minimum"…), clicked on the label that draws its radio. */
async function choose(dialog: Locator, group: string, choice: string) {
  const choices = dialog.getByRole('group', { name: group, exact: true });
  await choices.getByText(choice, { exact: true }).click();
  await expect(choices.getByRole('radio', { name: choice, exact: true })).toBeChecked();
}

const editNights = (page: Page) => page.getByRole('dialog', { name: 'Modifier les nuits' });

test.describe('the availability and rates calendar', () => {
  test('a seasonal price and a closure set in the back office show in search, on the hotel page and in a booking', async ({
    page,
    browser,
    baseURL,
    playwright,
  }) => {
    const town = `Ambila ${Date.now()}`;
    const { hotel, rooms } = await createHotel(page.request, 'Hôtel Calendrier e2e', town, [
      { name: 'Bungalow jardin e2e', type: 'BUNGALOW', pricePerNight: 100_000, quantity: 3 },
      { name: 'Suite lagon e2e', type: 'SUITE', pricePerNight: 200_000, quantity: 2 },
    ]);
    const neighbour = await createHotel(page.request, 'Hôtel Voisin e2e', town, [
      { name: 'Chambre double e2e', type: 'DOUBLE', pricePerNight: 150_000, quantity: 2 },
    ]);
    expect(rooms).toHaveLength(2);
    const [bungalow, suite] = ['Bungalow jardin e2e', 'Suite lagon e2e'];
    // A three-night stay, its first two nights in "high season"; a later arrival under a minimum stay.
    const stay = { checkIn: daysFromNow(20), checkOut: daysFromNow(23) };
    const longStayArrival = daysFromNow(30);

    // +30% on the bungalows' first two nights, picked in the calendar's header
    await page.goto(`/admin/hotel/${hotel.id}`);
    await expect(page.getByRole('heading', { level: 1, name: hotel.name })).toBeVisible();
    await showNightsFrom(page, stay.checkIn);
    const calendar = calendarOf(page);
    await page.getByRole('checkbox', { name: `Choisir ${bungalow}` }).click();
    await calendar.night(0).click();
    await calendar.night(1).click();
    await expect(calendar.night(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(/^Sélection : 2 nuits, du .* · 1 type de chambre$/)).toBeVisible();
    await page.getByRole('button', { name: 'Modifier les nuits' }).click();
    let dialog = editNights(page);
    await expect(dialog.getByLabel('Première nuit')).toHaveValue(stay.checkIn);
    await expect(dialog.getByLabel('Dernière nuit')).toHaveValue(daysFromNow(21));
    await choose(dialog, 'Prix par nuit', 'Pourcentage');
    await dialog.getByRole('textbox', { name: 'Variation en %' }).fill('+30');
    await expect(dialog.getByText(`${bungalow} : 100 000 Ar → 130 000 Ar`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Appliquer' }).click();
    await expect(toast(page, 'Calendrier mis à jour : 2 nuits, 1 type de chambre')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(calendar.cell(bungalow, 0)).toContainText('130 000 Ar, prix modifié');
    await expect(calendar.cell(bungalow, 1)).toContainText('130 000 Ar, prix modifié');
    await expect(calendar.cell(bungalow, 2)).not.toContainText('prix modifié');

    // The suite closed for the whole stay, typed in the dialog
    await page.getByRole('button', { name: 'Modifier les nuits' }).click();
    dialog = editNights(page);
    await dialog.getByLabel('Dernière nuit').fill(daysFromNow(22));
    await dialog.getByRole('checkbox', { name: new RegExp(bungalow) }).click();
    await expect(dialog.getByRole('checkbox', { name: new RegExp(suite) })).toBeChecked();
    await choose(dialog, 'Vente', 'Fermer à la vente');
    await dialog.getByRole('button', { name: 'Appliquer' }).click();
    await expect(toast(page, 'Calendrier mis à jour : 3 nuits, 1 type de chambre')).toBeVisible();
    for (const index of [0, 1, 2]) {
      await expect(calendar.cell(suite, index)).toContainText('fermée à la vente');
    }
    await expect(calendar.cell(suite, 3)).not.toContainText('fermée à la vente');

    // A minimum stay of three nights for arrivals on a later night, every room type
    await page.getByRole('button', { name: 'Modifier les nuits' }).click();
    dialog = editNights(page);
    await dialog.getByLabel('Première nuit').fill(longStayArrival);
    await dialog.getByLabel('Dernière nuit').fill(longStayArrival);
    await choose(dialog, 'Séjour minimum', 'Nombre de nuits');
    await dialog
      .getByRole('spinbutton', { name: 'Nuits au minimum pour une arrivée ces nuits-là' })
      .fill('3');
    await dialog.getByRole('button', { name: 'Appliquer' }).click();
    await expect(toast(page, 'Calendrier mis à jour : 1 nuit, 2 types de chambre')).toBeVisible();

    // The traveller's side, in a browser of its own. Neither it nor the client that makes the
    // account takes this test's admin session (new contexts default to its storage state).
    const signedOut = { cookies: [], origins: [] };
    const anonymous = await playwright.request.newContext({ baseURL, storageState: signedOut });
    const traveller = await registerTraveller(anonymous, 'saison');
    await anonymous.dispose();
    const context = await browser.newContext({ baseURL, storageState: signedOut });
    await asPresentVisitor(context);
    const guest = await context.newPage();

    // Search: the hotel at the bungalows' average price, 120 000 Ar, 360 000 Ar for the stay
    await guest.goto(
      `/hotels?city=${encodeURIComponent(town)}&checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&guests=2`,
    );
    await expect(guest.getByRole('heading', { level: 1, name: `Hôtels – ${town}` })).toBeVisible();
    const card = resultCard(guest, hotel.name);
    await expect(card).toContainText('120 000 Ar');
    await expect(card).toContainText('360 000 Ar au total pour 3 nuits');

    // The hotel page: the bungalows' nights one by one, the suite closed with its reason
    await card.getByRole('link', { name: hotel.name }).click();
    await expect(guest.getByRole('heading', { level: 1, name: hotel.name })).toBeVisible();
    const roomCard = (name: string) =>
      guest.getByRole('article').filter({ has: guest.getByRole('heading', { level: 3, name }) });
    await expect(roomCard(bungalow)).toContainText('120 000 Ar / nuit');
    await expect(roomCard(bungalow)).toContainText('prix moyen, variable selon les nuits');
    await expect(roomCard(bungalow)).toContainText('360 000 Ar pour 3 nuits');
    await roomCard(bungalow).getByText('Prix par nuit').click();
    const nights = roomCard(bungalow).getByRole('listitem');
    await expect(nights).toHaveCount(2);
    await expect(nights.first()).toContainText('2 × 130 000 Ar');
    await expect(nights.last()).toContainText('100 000 Ar');
    await expect(roomCard(suite)).toContainText('Non réservable');
    await expect(roomCard(suite)).toContainText('Fermé à ces dates');
    await expect(roomCard(suite).getByRole('combobox')).toHaveCount(0);

    // A booking of one bungalow: the review and the confirmation show each night's price
    await guest.getByRole('combobox', { name: `Nombre de chambres « ${bungalow} »` }).selectOption('1');
    await guest.getByRole('button', { name: 'Réserver' }).click();
    await expect(guest).toHaveURL(/\/login\?redirect=/);
    await signInThroughForm(guest, traveller);
    await expect(guest).toHaveURL(/\/hotels\/[^/]+\/book\?/);
    const prices = guest.getByRole('main');
    await expect(prices).toContainText('3 nuits × 1 chambre, 120 000 Ar par nuit en moyenne');
    await expect(prices).toContainText("Prix d'une chambre, nuit par nuit");
    await expect(prices).toContainText('2 × 130 000 Ar');
    await expect(prices).toContainText('360 000 Ar');
    const reference = await confirmBooking(guest, { name: 'Ravo Rakotomalala', phone: '034 12 345 67' });
    const trip = guest.getByRole('main');
    await expect(trip).toContainText(reference);
    await expect(trip).toContainText('3 nuits × 1 chambre, 120 000 Ar par nuit en moyenne');
    await expect(trip).toContainText('2 × 130 000 Ar');
    await expect(trip).toContainText('360 000 Ar');

    // One night under a minimum stay of three: the hotel comes after its bookable neighbour, with the reason
    await guest.goto(
      `/hotels?city=${encodeURIComponent(town)}&checkIn=${longStayArrival}&checkOut=${daysFromNow(31)}&guests=2`,
    );
    const available = guest.getByRole('list', { name: 'Hôtels disponibles' });
    await expect(available.getByRole('heading', { name: neighbour.hotel.name })).toBeVisible();
    const restricted = guest.getByRole('list', { name: 'Hôtels non réservables à ces dates' });
    await expect(resultCard(guest, hotel.name)).toContainText(
      'Séjour minimum de 3 nuits pour une arrivée à cette date',
    );
    await expect(restricted.getByRole('heading', { name: hotel.name })).toBeVisible();
    await resultCard(guest, hotel.name).getByRole('link', { name: hotel.name }).click();
    await expect(roomCard(bungalow)).toContainText('Séjour minimum de 3 nuits pour une arrivée à cette date');
    await roomCard(bungalow).getByRole('link', { name: 'Voir un séjour de 3 nuits' }).click();
    await expect(guest).toHaveURL(new RegExp(`checkOut=${daysFromNow(33)}`));
    await expect(guest.getByRole('combobox', { name: `Nombre de chambres « ${bungalow} »` })).toBeVisible();
    await context.close();

    // Back office: no fewer bungalows for sale than the one now sold; the dialog names the night
    await page.reload();
    await showNightsFrom(page, stay.checkIn);
    await expect(calendar.cell(bungalow, 0)).toContainText('1 vendues sur 3 en vente');
    await page.getByRole('button', { name: 'Modifier les nuits' }).click();
    dialog = editNights(page);
    await dialog.getByLabel('Dernière nuit').fill(daysFromNow(22));
    await dialog.getByRole('checkbox', { name: new RegExp(suite) }).click();
    await choose(dialog, 'Chambres en vente', 'Nombre');
    await dialog.getByRole('spinbutton', { name: 'Chambres en vente chaque nuit' }).fill('0');
    await dialog.getByRole('button', { name: 'Appliquer' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      `Impossible : plus de chambres « ${bungalow} » sont déjà vendues la nuit du ${fullDate(stay.checkIn)} que celles qui resteraient en vente.`,
    );
    await expect(dialog).toBeVisible();
  });

  test.describe('on a 360 px phone', () => {
    test.use({ viewport: { width: 360, height: 800 } });

    test('the grid scrolls on its own, and nights are picked and edited from the keyboard', async ({
      page,
    }) => {
      const { hotel } = await createHotel(page.request, 'Hôtel Téléphone e2e', `Mahambo ${Date.now()}`, [
        { name: 'Bungalow e2e', type: 'BUNGALOW', pricePerNight: 90_000, quantity: 2 },
      ]);
      await page.goto(`/admin/hotel/${hotel.id}`);
      const calendar = calendarOf(page);
      await expect(calendar.table).toBeVisible();

      // The table is wider than the phone: it scrolls inside its frame, which stays on screen.
      const scroller = calendar.table.locator('xpath=..');
      expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
      const frame = await scroller.boundingBox();
      expect(frame && frame.x >= 0 && frame.x + frame.width <= 360).toBe(true);

      await calendar.night(1).focus();
      await page.keyboard.press('Enter');
      await calendar.night(3).focus();
      await page.keyboard.press('Space');
      await expect(page.getByText(/^Sélection : 3 nuits, du .* · 1 type de chambre$/)).toBeVisible();
      const edit = page.getByRole('button', { name: 'Modifier les nuits' });
      await edit.focus();
      await page.keyboard.press('Enter');
      const dialog = editNights(page);
      await expect(dialog.getByLabel('Première nuit')).toHaveValue(daysFromNow(1));
      await expect(dialog.getByLabel('Dernière nuit')).toHaveValue(daysFromNow(3));
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(edit).toBeFocused();
    });
  });
});
