import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { adminTest as test } from './support/admin';
import { daysFromNow, resultCard, type Traveller } from './support/booking';
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
    team: 'Équipe',
    invite: 'Inviter',
    inviteTitle: 'Inviter une personne',
    inviteEmail: 'Adresse e-mail',
    role: 'Rôle',
    frontDesk: 'Réception',
    send: "Envoyer l'invitation",
    invited: (email: string) => `Invitation envoyée à ${email}`,
    arrivals: 'Arrivées',
    checkIn: (guest: string) => `Enregistrer l'arrivée : ${guest}`,
    checkOut: (guest: string) => `Enregistrer le départ : ${guest}`,
    checkedIn: (guest: string) => `Arrivée de ${guest} enregistrée`,
    checkedOut: (guest: string) => `Départ de ${guest} enregistré`,
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
    team: 'Team',
    invite: 'Invite',
    inviteTitle: 'Invite someone',
    inviteEmail: 'Email address',
    role: 'Role',
    frontDesk: 'Front desk',
    send: 'Send the invitation',
    invited: (email: string) => `Invitation sent to ${email}`,
    arrivals: 'Arrivals',
    checkIn: (guest: string) => `Check in: ${guest}`,
    checkOut: (guest: string) => `Check out: ${guest}`,
    checkedIn: (guest: string) => `${guest} is checked in`,
    checkedOut: (guest: string) => `${guest} is checked out`,
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

/**
 * A new account the platform makes (the back office's users API): the sign-up form's own limit, a
 * few a minute from one address, is for visitors, not for a test that needs several people.
 */
async function newAccount(request: APIRequestContext, name: string): Promise<Traveller> {
  const account = { email: `${name}-${Date.now()}@example.mg`, password: 'voyage-sur-la-grande-ile' };
  const created = await request.post('/api/admin/users', { data: { ...account, roles: ['USER'] } });
  expect(created.status()).toBe(201);
  return account;
}

/** Signs in through the API in a client of its own, whose cookie then carries the session. */
async function apiSignedIn(
  playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } },
  baseURL: string,
  account: Traveller,
) {
  const client = await playwright.request.newContext({ baseURL, storageState: signedOut });
  const signedIn = await client.post('/api/auth/sign-in/email', {
    data: account,
    headers: { origin: baseURL },
  });
  expect(signedIn.ok()).toBe(true);
  return client;
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
    runningApp,
  }) => {
    // Three people on three pages, each signing in: longer than a one-page test.
    test.slow();
    const text = words[language];
    const town = `Mahajanga ${language} ${Date.now()}`;
    const hotel = await createHotel(page.request, `Hôtel des Baobabs ${language}`, town);
    const closedNight = daysFromNow(15);
    const raisedNight = daysFromNow(18);

    // The platform invites the hotel's manager, who has an account already.
    const manager = await newAccount(page.request, `gerant-${language}`);
    const invited = await page.request.post(`/api/admin/hotels/${hotel.id}/members`, {
      data: { email: manager.email, role: 'MANAGER' },
    });
    expect(invited.status()).toBe(201);
    const link = await runningApp.linkIn(manager.email, (subject) => subject.startsWith('Invitation'));
    expect(link).toMatch(/^\/partner\/invitations\/[\w-]+$/);

    const phonePage = await phoneBrowser(browser, baseURL ?? '', language);
    await acceptInvitation(phonePage, link, manager, language);
    await expect(toast(phonePage, text.welcome(hotel.name))).toBeVisible();
    // The hotel's first page, its front desk, drawn (the invitation's page names the hotel too).
    await expect(phonePage).toHaveURL(new RegExp(`/partner/hotels/${hotel.id}$`));
    await expect(phonePage.getByRole('heading', { level: 2, name: text.arrivals })).toBeVisible();

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

for (const language of ['fr', 'en'] as const) {
  test(`a hotel's owner, on a phone in ${language}, invites a front desk member who accepts, then checks a guest in and out`, async ({
    page,
    browser,
    baseURL,
    playwright,
    runningApp,
  }) => {
    const text = words[language];
    const hotel = await createHotel(
      page.request,
      `Hôtel de la Réception ${language}`,
      `Toliara ${language} ${Date.now()}`,
    );
    const owner = await newAccount(page.request, `proprietaire-${language}`);
    const desk = await newAccount(page.request, `reception-${language}`);

    // The platform invites the owner; the owner accepts on a phone.
    const invitedOwner = await page.request.post(`/api/admin/hotels/${hotel.id}/members`, {
      data: { email: owner.email, role: 'OWNER' },
    });
    expect(invitedOwner.status()).toBe(201);
    const ownerPage = await phoneBrowser(browser, baseURL ?? '', language);
    await acceptInvitation(
      ownerPage,
      await runningApp.linkIn(owner.email, (subject) => subject.startsWith('Invitation')),
      owner,
      language,
    );
    await expect(toast(ownerPage, text.welcome(hotel.name))).toBeVisible();
    await expect(ownerPage.getByRole('heading', { level: 2, name: text.arrivals })).toBeVisible();

    // The owner invites the front desk from the team page.
    await ownerPage.getByRole('button', { name: text.menu }).click();
    await ownerPage.getByRole('dialog').getByRole('link', { name: text.team }).click();
    await ownerPage.getByRole('button', { name: text.invite, exact: true }).click();
    const dialog = ownerPage.getByRole('dialog', { name: text.inviteTitle });
    await dialog.getByRole('textbox', { name: text.inviteEmail }).fill(desk.email);
    await dialog.getByRole('combobox', { name: text.role }).click();
    await ownerPage.getByRole('option', { name: text.frontDesk }).click();
    await dialog.getByRole('button', { name: text.send }).click();
    await expect(toast(ownerPage, text.invited(desk.email))).toBeVisible();
    await ownerPage.context().close();

    // A guest arriving today, booked by phone by the owner.
    const ownerApi = await apiSignedIn(playwright, baseURL ?? '', owner);
    const rooms = (await (await ownerApi.get(`/api/partner/hotels/${hotel.id}/rooms`)).json()) as Array<{
      id: string;
    }>;
    const guest = `Voahangy Ranaivo ${language}`;
    const booked = await ownerApi.post(`/api/partner/hotels/${hotel.id}/bookings`, {
      data: {
        checkIn: daysFromNow(0),
        checkOut: daysFromNow(2),
        rooms: [{ roomId: rooms[0]?.id, quantity: 1 }],
        guest: { name: guest, phone: '034 11 222 33' },
        source: 'PHONE',
      },
    });
    expect(booked.status()).toBe(201);
    await ownerApi.dispose();

    // The front desk accepts on its phone, lands on the front desk, and checks the guest in, then out.
    const deskPage = await phoneBrowser(browser, baseURL ?? '', language);
    await acceptInvitation(
      deskPage,
      await runningApp.linkIn(desk.email, (subject) => subject.startsWith('Invitation')),
      desk,
      language,
    );
    await expect(deskPage).toHaveURL(new RegExp(`/partner/hotels/${hotel.id}$`));
    await expect(deskPage.getByRole('heading', { level: 2, name: text.arrivals })).toBeVisible();
    await deskPage.getByRole('button', { name: text.checkIn(guest) }).click();
    await expect(toast(deskPage, text.checkedIn(guest))).toBeVisible();
    await deskPage.getByRole('button', { name: text.checkOut(guest) }).click();
    await expect(toast(deskPage, text.checkedOut(guest))).toBeVisible();

    // What the desk did is the booking's state for the hotel too.
    const state = await page.request.get(`/api/admin/bookings?hotelId=${hotel.id}`);
    const [booking] = (await state.json()).items as Array<{
      status: string;
      checkedInAt: string;
      checkedOutAt: string;
    }>;
    expect(booking).toMatchObject({
      status: 'COMPLETED',
      checkedInAt: expect.any(String),
      checkedOutAt: expect.any(String),
    });
    await deskPage.context().close();
  });
}
