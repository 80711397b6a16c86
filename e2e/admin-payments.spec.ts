import type { Browser, Page } from '@playwright/test';
import { adminTest as test } from './support/admin';
import {
  confirmBooking,
  daysFromNow,
  firstHotelName,
  registerTraveller,
  reserveOneRoom,
  searchFromHome,
} from './support/booking';
import { expect } from './support/fixtures';
import { asPresentVisitor } from './support/present-visitor';
import { toast } from './support/toast';

// New contexts default to the test's admin session: the traveller's starts signed out.
const signedOut = { cookies: [], origins: [] };

type Trip = { city: string; checkIn: string; checkOut: string; guests: number };

/**
 * A traveller, in a browser of their own, books a room of the first hotel found. No online payment
 * method is on, so the stay is confirmed at once and paid at the hotel. Answers the booking's reference.
 */
async function bookAsTraveller(browser: Browser, baseURL: string, trip: Trip): Promise<string> {
  const context = await browser.newContext({ baseURL, storageState: signedOut });
  await asPresentVisitor(context);
  // Signing up through the context's own client signs its pages in.
  await registerTraveller(context.request, 'hery');
  const traveller = await context.newPage();
  await searchFromHome(traveller, trip);
  await reserveOneRoom(traveller, await firstHotelName(traveller));
  const reference = await confirmBooking(traveller, { name: 'Hery Rakoto', phone: '034 12 345 67' });
  await context.close();
  return reference;
}

/**
 * The back office finds the booking's payment, pending at the hotel, reads it in full, marks it paid,
 * and sees the booking paid. `showFilters` brings the filters into view where they are folded.
 */
async function markPaidAtTheHotel(page: Page, reference: string, showFilters = async () => {}) {
  await page.goto('/admin/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Paiements' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill(reference);
  await expect(page).toHaveURL(new RegExp(`\\?q=${reference}$`));
  await showFilters();
  await page.getByRole('combobox', { name: 'Moyen' }).click();
  await page.getByRole('option', { name: "À l'hôtel" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${reference}&method=PAY_AT_PROPERTY$`));
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: reference }) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("À l'hôtel");
  await expect(row).toContainText('En attente');

  await row.getByRole('button', { name: new RegExp(`^Détail du paiement de ${reference} du `) }).click();
  const detail = page.getByRole('dialog', { name: `Paiement de ${reference}` });
  await expect(detail).toContainText('Hery Rakoto');
  await expect(detail.getByRole('heading', { name: 'Remboursement' })).toBeVisible();
  await expect(detail).toContainText('Aucun remboursement.');
  await detail.getByRole('button', { name: 'Marquer payé' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Marquer payé le paiement de ${reference} ?` });
  await expect(confirm).toContainText('Confirmez que Hery Rakoto a réglé');
  await confirm.getByRole('button', { name: 'Marquer payé' }).click();

  await expect(toast(page, `Paiement de ${reference} marqué payé`)).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(detail.getByText('Payé', { exact: true })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Marquer payé' })).toBeHidden();
  await expect(detail.getByRole('region', { name: "Contenu brut de l'événement MARK_PAID" })).toContainText(
    '"by":',
  );
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(row).toContainText('Payé');

  await row.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Réservation ${reference}` })).toBeVisible();
  await expect(page.getByText('Payée', { exact: true })).toBeVisible();
  const payments = page.getByRole('region', { name: 'Paiements de la réservation' });
  await expect(payments.getByRole('listitem')).toContainText('Payé');
  await expect(payments.getByRole('button')).toHaveCount(0);
}

test.describe('payments in the back office', () => {
  test('a stay paid at the hotel: found by its reference, read in full, marked paid, its booking paid', async ({
    browser,
    page,
    runningApp,
  }) => {
    const reference = await bookAsTraveller(browser, runningApp.server.url, {
      city: 'Antananarivo',
      checkIn: daysFromNow(70),
      checkOut: daysFromNow(72),
      guests: 2,
    });
    await markPaidAtTheHotel(page, reference);
  });

  test.describe('on a 360 px phone', () => {
    test.use({ viewport: { width: 360, height: 800 } });

    test('the same, the filters folded behind their button and nothing wider than the screen', async ({
      browser,
      page,
      runningApp,
    }) => {
      const reference = await bookAsTraveller(browser, runningApp.server.url, {
        city: 'Nosy Be',
        checkIn: daysFromNow(74),
        checkOut: daysFromNow(75),
        guests: 1,
      });
      // The table scrolls sideways in its own frame; the page itself never does.
      const pageWidth = () => page.locator('html').evaluate((html) => html.scrollWidth);
      await markPaidAtTheHotel(page, reference, async () => {
        await expect(page.getByRole('link', { name: reference })).toBeVisible();
        expect(await pageWidth()).toBeLessThanOrEqual(360);
        const method = page.getByRole('combobox', { name: 'Moyen' });
        await expect(method).toBeHidden();
        await page.getByRole('button', { name: 'Filtres' }).click();
        await expect(method).toBeVisible();
      });
      expect(await pageWidth()).toBeLessThanOrEqual(360);
    });
  });

  test("a hotel's share paid online when booking: explained, checked, saved", async ({ page }) => {
    // A hotel of its own, so that other tests on this server keep the demo catalogue as it was.
    const hotel = await (
      await page.request.post('/api/hotels', {
        data: {
          name: 'Lodge Acompte e2e',
          address: 'Route des Baobabs',
          city: 'Morondava',
          latitude: -20.25,
          longitude: 44.42,
          stars: 3,
        },
      })
    ).json();
    await page.goto(`/admin/hotel/${hotel.id}`);
    const payment = page
      .getByRole('definition')
      .filter({ has: page.getByText("À l'hôtel", { exact: true }) });
    await expect(payment).toBeVisible();

    await page.getByRole('button', { name: 'Modifier', exact: true }).click();
    const form = page.getByRole('dialog', { name: `Modifier « ${hotel.name} »` });
    const share = form.getByRole('spinbutton', { name: 'Part payée en ligne à la réservation (%)' });
    await expect(share).toHaveValue('0');
    await expect(share).toHaveAccessibleDescription(
      "0 : tout se paie à l'hôtel ; de 1 à 99 : un acompte en ligne, le reste à l'hôtel ; 100 : tout en ligne. Sans moyen de paiement en ligne activé, tout se paie à l'hôtel.",
    );
    await share.fill('101');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(form.getByText('La valeur maximale est 100')).toBeVisible();
    await share.fill('30');
    await form.getByRole('button', { name: 'Enregistrer' }).click();

    await expect(toast(page, 'Hôtel mis à jour')).toBeVisible();
    await expect(form).toBeHidden();
    const deposit = "Acompte de 30\u00a0% en ligne, le reste à l'hôtel";
    await expect(page.getByText(deposit)).toBeVisible();
    await page.reload();
    await expect(page.getByText(deposit)).toBeVisible();
  });
});
