import type { Locator, Page } from '@playwright/test';
import { testImage } from '../apps/server/src/test/test-images';
import { signInAsAdmin } from './support/admin';
import { expect, test } from './support/fixtures';
import { toast } from './support/toast';

/** A date `days` after today in Madagascar, as the API writes stay dates. */
function daysFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Indian/Antananarivo' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function choose(page: Page, scope: Locator, select: string, option: string) {
  await scope.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function addRoom(
  page: Page,
  manage: Locator,
  room: { name: string; type: string; price: string; guests: string; count: string },
) {
  await manage.getByRole('button', { name: 'Ajouter une chambre' }).click();
  const form = page.getByRole('dialog', { name: 'Nouvelle chambre' });
  await form.getByRole('textbox', { name: 'Nom' }).fill(room.name);
  await choose(page, form, 'Type', room.type);
  await form.getByRole('textbox', { name: 'Prix par nuit' }).fill(room.price);
  await form.getByRole('spinbutton', { name: 'Personnes' }).fill(room.guests);
  await form.getByRole('spinbutton', { name: 'Nombre de chambres' }).fill(room.count);
  await form.getByRole('button', { name: 'Ajouter la chambre' }).click();
  await expect(form).toBeHidden();
  await expect(manage.getByRole('heading', { name: room.name })).toBeVisible();
}

test.describe('the catalogue back office', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('an amenity, a hotel with it, its rooms and photos, archived and back', async ({ page }) => {
    // An amenity with its icon
    await page.goto('/admin/amenities');
    await page.getByRole('button', { name: 'Nouvel équipement' }).click();
    const amenityForm = page.getByRole('dialog', { name: 'Nouvel équipement' });
    await amenityForm.getByRole('button', { name: "Créer l'équipement" }).click();
    await expect(amenityForm.getByText('Ce champ est obligatoire').first()).toBeVisible();
    await amenityForm.getByRole('textbox', { name: 'Nom en français' }).fill('Hamac e2e');
    await amenityForm.getByRole('textbox', { name: 'Nom en anglais' }).fill('Hammock e2e');
    await amenityForm.getByTitle('Plage', { exact: true }).click();
    await expect(amenityForm.getByRole('radio', { name: 'Plage' })).toBeChecked();
    await amenityForm.getByRole('button', { name: "Créer l'équipement" }).click();
    await expect(toast(page, 'Équipement créé')).toBeVisible();
    await expect(page.getByRole('row', { name: /Hamac e2e/ })).toBeVisible();

    // A hotel with that amenity, its coordinates typed in
    await page.goto('/admin/hotels');
    await page.getByRole('button', { name: 'Nouvel hôtel' }).click();
    const hotelForm = page.getByRole('dialog', { name: 'Nouvel hôtel' });
    await hotelForm.getByRole('textbox', { name: 'Nom', exact: true }).fill('Hôtel Lagon e2e');
    await choose(page, hotelForm, 'Étoiles', '4 étoiles');
    await choose(page, hotelForm, 'Gamme', 'Premium');
    await hotelForm.getByRole('textbox', { name: 'Adresse', exact: true }).fill('Boulevard de la Corniche');
    await hotelForm.getByRole('textbox', { name: 'Ville' }).fill('Mahajanga');
    await hotelForm.getByRole('textbox', { name: 'Téléphone' }).fill('034 12 345 67');
    await hotelForm.getByRole('textbox', { name: 'Latitude' }).fill('91');
    await hotelForm.getByRole('textbox', { name: 'Longitude' }).fill('46,3167');
    await hotelForm.getByRole('checkbox', { name: 'Hamac e2e' }).check();
    await hotelForm.getByRole('button', { name: "Créer l'hôtel" }).click();
    await expect(hotelForm.getByText('La valeur maximale est 90')).toBeVisible();
    await expect(hotelForm.getByRole('textbox', { name: 'Latitude' })).toBeFocused();
    await hotelForm.getByRole('textbox', { name: 'Latitude' }).fill('-15,7167');
    await hotelForm.getByRole('button', { name: "Créer l'hôtel" }).click();
    await expect(toast(page, 'Hôtel créé')).toBeVisible();

    // Its page
    await expect(page).toHaveURL(/\/admin\/hotel\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hôtel Lagon e2e' })).toBeVisible();
    await expect(page.getByText('-15.7167, 46.3167')).toBeVisible();
    await expect(page.getByText('+261341234567')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Hamac e2e' })).toBeVisible();

    // Photos, put in a new order with the keyboard's buttons
    await page.locator('input[type=file][aria-label="Ajouter des photos de Hôtel Lagon e2e"]').setInputFiles([
      { name: 'wide.png', mimeType: 'image/png', buffer: await testImage('png', 64, 48) },
      { name: 'tall.png', mimeType: 'image/png', buffer: await testImage('png', 48, 64) },
    ]);
    await expect(toast(page, '2 photos ajoutées')).toBeVisible();
    const gallery = page.getByRole('list', { name: "Photos de Hôtel Lagon e2e, dans l'ordre" });
    await expect(gallery.getByRole('img')).toHaveCount(2);
    await expect(gallery.getByRole('img').first()).toHaveAttribute('width', '64');
    await gallery.getByRole('button', { name: 'Reculer Hôtel Lagon e2e, photo 1' }).click();
    await expect(gallery.getByRole('img').first()).toHaveAttribute('width', '48');
    await expect(gallery.getByRole('button', { name: 'Avancer Hôtel Lagon e2e, photo 2' })).toBeFocused();
    await page.reload();
    await expect(gallery.getByRole('img').first()).toHaveAttribute('width', '48');

    // Rooms, one of them with a photo
    await page.getByRole('button', { name: 'Gérer les chambres' }).click();
    const manage = page.getByRole('dialog', { name: 'Gérer les chambres' });
    await expect(manage.getByText('Ajoutez, modifiez ou supprimez les chambres de cet hôtel.')).toBeVisible();
    await addRoom(page, manage, {
      name: 'Suite Baobab',
      type: 'Suite',
      price: '250 000',
      guests: '2',
      count: '3',
    });
    await expect(toast(page, 'Chambre ajoutée')).toBeVisible();
    await addRoom(page, manage, {
      name: 'Chambre jardin',
      type: 'Double',
      price: '120000',
      guests: '2',
      count: '5',
    });

    const photoInput = manage.locator('input[type=file][aria-label="Ajouter des photos de Suite Baobab"]');
    await photoInput.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await expect(toast(page, "notes.txt n'est pas une image JPEG, PNG, WebP ou AVIF")).toBeVisible();
    await photoInput.setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a png'),
    });
    await expect(
      toast(page, "fake.png n'a pas été ajoutée : Le fichier n'est pas une image JPEG, PNG, WebP ou AVIF"),
    ).toBeVisible();
    await photoInput.setInputFiles({
      name: 'suite.png',
      mimeType: 'image/png',
      buffer: await testImage('png', 64, 48),
    });
    await expect(toast(page, 'Photo ajoutée')).toBeVisible();
    await expect(manage.getByRole('img', { name: 'Suite Baobab, photo 1' })).toBeVisible();

    // A room deleted, after a confirmation that names it
    await manage.getByRole('button', { name: 'Supprimer Chambre jardin' }).click();
    const confirmation = page.getByRole('alertdialog', { name: 'Supprimer « Chambre jardin » ?' });
    await confirmation.getByRole('button', { name: 'Supprimer' }).click();
    await expect(toast(page, 'Chambre supprimée')).toBeVisible();
    await expect(confirmation).toBeHidden();
    await expect(manage.getByRole('heading', { name: 'Chambre jardin' })).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(manage).toBeHidden();

    const rooms = page.getByRole('table', { name: 'Chambres de Hôtel Lagon e2e' });
    await expect(rooms.getByRole('row')).toHaveCount(2);
    await expect(rooms.getByRole('row', { name: /Suite Baobab/ })).toContainText('250 000');
    const occupancy = page.getByRole('table', {
      name: /Chambres vendues, en vente et prix par type de chambre et par nuit/,
    });
    await expect(occupancy.getByRole('rowheader', { name: /Suite Baobab/ })).toBeVisible();
    await expect(
      occupancy.getByText(/^0 vendues sur 3 en vente, 3 restantes, 250\s000\sAr$/).first(),
    ).toBeAttached();

    // Archived, then back
    await page.getByRole('button', { name: 'Archiver' }).click();
    await expect(toast(page, 'Hôtel archivé')).toBeVisible();
    await expect(page.getByText('Archivé', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Désarchiver' }).click();
    await expect(toast(page, 'Hôtel désarchivé')).toBeVisible();
    await expect(page.getByText('Actif', { exact: true })).toBeVisible();

    // Found in the list by the search in the URL
    await page.getByRole('link', { name: 'Tous les hôtels' }).click();
    await page.getByRole('searchbox', { name: 'Rechercher par nom, ville ou adresse' }).fill('Lagon e2e');
    await expect(page).toHaveURL(/q=Lagon/);
    await expect(page.getByRole('table', { name: 'Hôtels' }).getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('row', { name: /Hôtel Lagon e2e/ })).toContainText('Mahajanga');

    // Deleted from its row's menu, after a confirmation that names it
    await page.getByRole('button', { name: 'Actions pour Hôtel Lagon e2e' }).click();
    await page.getByRole('menuitem', { name: 'Supprimer' }).click();
    await page
      .getByRole('alertdialog', { name: 'Supprimer « Hôtel Lagon e2e » ?' })
      .getByRole('button', { name: 'Supprimer' })
      .click();
    await expect(toast(page, 'Hôtel supprimé')).toBeVisible();
    await expect(page.getByText('Aucun hôtel ne correspond')).toBeVisible();

    // The amenity renamed, then deleted
    await page.goto('/admin/amenities');
    await page.getByRole('button', { name: 'Actions pour Hamac e2e' }).click();
    await page.getByRole('menuitem', { name: 'Modifier' }).click();
    const amenityEdit = page.getByRole('dialog', { name: 'Modifier « Hamac e2e »' });
    await expect(amenityEdit.getByRole('radio', { name: 'Plage' })).toBeChecked();
    await amenityEdit.getByRole('textbox', { name: 'Nom en anglais' }).fill('Hammock');
    await amenityEdit.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Équipement mis à jour')).toBeVisible();
    await expect(page.getByRole('row', { name: /Hamac e2e/ })).toContainText('Hammock');
    await page.getByRole('button', { name: 'Actions pour Hamac e2e' }).click();
    await page.getByRole('menuitem', { name: 'Supprimer' }).click();
    await page
      .getByRole('alertdialog', { name: 'Supprimer « Hamac e2e » ?' })
      .getByRole('button', { name: 'Supprimer' })
      .click();
    await expect(toast(page, 'Équipement supprimé')).toBeVisible();
    await expect(page.getByRole('row', { name: /Hamac e2e/ })).toBeHidden();
  });

  test('a hotel with bookings to come is archived instead of deleted', async ({ page }) => {
    // A hotel of its own, so that other tests on this server keep the demo catalogue as it was.
    const hotel = await (
      await page.request.post('/api/hotels', {
        data: {
          name: 'Villa Réservée e2e',
          address: 'Route de la plage',
          city: 'Foulpointe',
          latitude: -17.68,
          longitude: 49.51,
          stars: 3,
        },
      })
    ).json();
    const room = await (
      await page.request.post('/api/hotels/rooms', {
        data: {
          hotelId: hotel.id,
          name: 'Bungalow',
          type: 'BUNGALOW',
          pricePerNight: 90_000,
          capacity: 2,
          quantity: 2,
        },
      })
    ).json();
    const booking = await page.request.post('/api/bookings', {
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      data: {
        hotelId: hotel.id,
        checkIn: daysFromToday(10),
        checkOut: daysFromToday(12),
        rooms: [{ roomId: room.id, quantity: 1 }],
        guest: { name: 'Rasoa Test', phone: '034 12 345 67' },
      },
    });
    expect(booking.status()).toBe(201);

    await page.goto(`/admin/hotel/${hotel.id}`);
    await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
    const confirmation = page.getByRole('alertdialog', { name: `Supprimer « ${hotel.name} » ?` });
    await confirmation.getByRole('button', { name: 'Supprimer' }).click();
    await expect(
      toast(page, 'Cet hôtel a des réservations à venir : archivez-le plutôt que de le supprimer'),
    ).toBeVisible();
    const blocked = page.getByRole('alertdialog', { name: `« ${hotel.name} » ne peut pas être supprimé` });
    await blocked.getByRole('button', { name: 'Archiver plutôt' }).click();
    await expect(toast(page, 'Hôtel archivé')).toBeVisible();
    await expect(blocked).toBeHidden();
    await expect(page.getByText('Archivé', { exact: true })).toBeVisible();
  });

  test('an unknown hotel leads back to the list with an error', async ({ page }) => {
    await page.goto('/admin/hotel/no-such-hotel');
    await expect(page).toHaveURL(/\/admin\/hotels/);
    await expect(toast(page, 'Introuvable')).toBeVisible();
  });
});
