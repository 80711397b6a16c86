import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { adminTest as test } from './support/admin';
import { daysFromNow, registerTraveller, resultCard, type Traveller } from './support/booking';
import { expect } from './support/fixtures';
import { asPresentVisitor } from './support/present-visitor';
import { toast } from './support/toast';

type Language = 'fr' | 'en';
const phone = { width: 360, height: 800 };
const signedOut = { cookies: [], origins: [] };

/** The words the partner's pages show, in each language the test runs in. */
const words = {
  fr: {
    email: 'E-mail',
    password: 'Mot de passe',
    signIn: 'Se connecter',
    accept: "Accepter l'invitation",
    menu: 'Ouvrir le menu',
    calendar: 'Calendrier et tarifs',
    editNights: 'Modifier les nuits',
    firstNight: 'Première nuit',
    lastNight: 'Dernière nuit',
    sale: 'Vente',
    closeToSale: 'Fermer à la vente',
    price: 'Prix par nuit',
    fixedAmount: 'Montant fixe',
    amount: "Prix d'une chambre par nuit",
    apply: 'Appliquer',
    updated: 'Calendrier mis à jour : 1 nuit, 1 type de chambre',
    welcome: (hotel: string) => `Bienvenue dans l'équipe de ${hotel} !`,
  },
  en: {
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    accept: 'Accept the invitation',
    menu: 'Open the menu',
    calendar: 'Calendar and rates',
    editNights: 'Edit nights',
    firstNight: 'First night',
    lastNight: 'Last night',
    sale: 'Sale',
    closeToSale: 'Close to sale',
    price: 'Price per night',
    fixedAmount: 'Fixed amount',
    amount: 'Price of a room per night',
    apply: 'Apply',
    updated: 'Calendar updated: 1 night, 1 room type',
    welcome: (hotel: string) => `Welcome to the team of ${hotel}!`,
  },
} satisfies Record<Language, Record<string, unknown>>;

/** A hotel of the test's own in a town of its own, with one kind of room, made by the admin. */
async function createHotel(request: APIRequestContext, name: string, city: string) {
  const hotel = await request.post('/api/hotels', {
    data: { name, address: 'Boulevard de la mer', city, latitude: -15.72, longitude: 46.32, stars: 3 },
  });
  expect(hotel.status()).toBe(201);
  const { id } = (await hotel.json()) as { id: string };
  const room = await request.post('/api/hotels/rooms', {
    data: {
      hotelId: id,
      name: 'Chambre baobab',
      type: 'DOUBLE',
      pricePerNight: 100_000,
      capacity: 2,
      quantity: 2,
    },
  });
  expect(room.status()).toBe(201);
  return { id, name };
}

/** A phone's browser, signed out, in the language asked for. */
async function phoneBrowser(browser: Browser, baseURL: string, language: Language): Promise<Page> {
  const context = await browser.newContext({ baseURL, storageState: signedOut, viewport: phone });
  await asPresentVisitor(context);
  const page = await context.newPage();
  await page.goto(`/?lang=${language}`);
  return page;
}

/** Follows an invitation's link, signs in on the way as the address invited, and accepts. */
async function acceptInvitation(page: Page, link: string, member: Traveller, language: Language) {
  const text = words[language];
  await page.goto(link);
  await page.getByRole('main').getByRole('link', { name: text.signIn }).click();
  await page.getByRole('textbox', { name: text.email, exact: true }).fill(member.email);
  await page.getByRole('textbox', { name: text.password, exact: true }).fill(member.password);
  await page.getByRole('button', { name: text.signIn, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${link}$`));
  await page.getByRole('button', { name: text.accept }).click();
}

for (const language of ['fr', 'en'] as const) {
  test(`a hotel's manager, on a phone in ${language}, closes a night and raises a price: travellers see both at once`, async ({
    page,
    browser,
    baseURL,
    playwright,
    runningApp,
  }) => {
    const text = words[language];
    const town = `Mahajanga ${language} ${Date.now()}`;
    const hotel = await createHotel(page.request, `Hôtel des Baobabs ${language}`, town);
    const closedNight = daysFromNow(15);
    const raisedNight = daysFromNow(18);

    // The platform invites the hotel's manager, who has an account already.
    const anonymous = await playwright.request.newContext({ baseURL, storageState: signedOut });
    const manager = await registerTraveller(anonymous, `gerant-${language}`);
    await anonymous.dispose();
    const invited = await page.request.post(`/api/admin/hotels/${hotel.id}/members`, {
      data: { email: manager.email, role: 'MANAGER' },
    });
    expect(invited.status()).toBe(201);
    const link = await runningApp.linkIn(manager.email, (subject) => subject.startsWith('Invitation'));
    expect(link).toMatch(/^\/partner\/invitations\/[\w-]+$/);

    const phonePage = await phoneBrowser(browser, baseURL ?? '', language);
    await acceptInvitation(phonePage, link, manager, language);
    await expect(toast(phonePage, text.welcome(hotel.name))).toBeVisible();
    await expect(phonePage).toHaveURL(new RegExp(`/partner/hotels/${hotel.id}$`));
    await expect(phonePage.getByRole('heading', { level: 1, name: hotel.name })).toBeVisible();

    // The calendar, from the menu a phone shows.
    await phonePage.getByRole('button', { name: text.menu }).click();
    await phonePage.getByRole('dialog').getByRole('link', { name: text.calendar }).click();
    await expect(phonePage).toHaveURL(new RegExp(`/partner/hotels/${hotel.id}/calendar$`));

    // One night closed to sale.
    await phonePage.getByRole('button', { name: text.editNights }).click();
    let dialog = phonePage.getByRole('dialog', { name: text.editNights });
    await dialog.getByLabel(text.firstNight).fill(closedNight);
    await dialog.getByLabel(text.lastNight).fill(closedNight);
    await dialog
      .getByRole('group', { name: text.sale, exact: true })
      .getByText(text.closeToSale, { exact: true })
      .click();
    await dialog.getByRole('button', { name: text.apply }).click();
    await expect(toast(phonePage, text.updated)).toBeVisible();
    await expect(dialog).toBeHidden();

    // Another night at 180 000 Ar.
    await phonePage.getByRole('button', { name: text.editNights }).click();
    dialog = phonePage.getByRole('dialog', { name: text.editNights });
    await dialog.getByLabel(text.firstNight).fill(raisedNight);
    await dialog.getByLabel(text.lastNight).fill(raisedNight);
    await dialog
      .getByRole('group', { name: text.price, exact: true })
      .getByText(text.fixedAmount, { exact: true })
      .click();
    await dialog.getByRole('textbox', { name: text.amount }).fill('180000');
    await dialog.getByRole('button', { name: text.apply }).click();
    await expect(toast(phonePage, text.updated).last()).toBeVisible();
    await expect(dialog).toBeHidden();

    // A traveller searching the town sees the new price, and nothing to book on the closed night.
    const search = (checkIn: string, checkOut: string) =>
      `/hotels?city=${encodeURIComponent(town)}&checkIn=${checkIn}&checkOut=${checkOut}&guests=2`;
    const travellerContext = await browser.newContext({ baseURL, storageState: signedOut });
    await asPresentVisitor(travellerContext);
    const traveller = await travellerContext.newPage();
    await traveller.goto(search(raisedNight, daysFromNow(19)));
    await expect(resultCard(traveller, hotel.name)).toContainText('180 000 Ar');
    await traveller.goto(search(closedNight, daysFromNow(16)));
    await expect(resultCard(traveller, hotel.name)).toContainText('Non réservable');
    await travellerContext.close();
    await phonePage.context().close();
  });
}
