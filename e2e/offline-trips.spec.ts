import type { Page } from '@playwright/test';
import { signOut } from './support/auth';
import { daysFromNow } from './support/booking';
import { expect, test } from './support/fixtures';
import {
  bookOneWayThroughApi,
  bornYearsAgo,
  dailyFlights,
  registerTravellerIn,
  signedInClient,
  signInOnLoginPage,
  words,
} from './support/flights';

const personalCache = 'madabook-offline-personal-v1';
const copyNote = (of: 'vos voyages' | 'ce voyage') =>
  new RegExp(
    `^Vous êtes hors ligne : voici la dernière version enregistrée de ${of}, du .+ à \\d{2}:\\d{2}\\.$`,
  );

/** The page's Cache Storage, as far as the test reads it (these tests are typed without the DOM's types). */
type PageCaches = {
  has(name: string): Promise<boolean>;
  open(name: string): Promise<{ keys(): Promise<ReadonlyArray<{ url: string }>> }>;
};

/** The paths kept in the personal cache, as the page sees them; none when it is gone. */
function personalCopies(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => {
    const { caches } = globalThis as unknown as { caches: PageCaches };
    if (!(await caches.has(name))) return [];
    const keys = await (await caches.open(name)).keys();
    return keys.map((request) => new URL(request.url).pathname).sort();
  }, personalCache);
}

/** A GET from the page: its status, or 'failed' when no answer came. */
function fetchFromPage(page: Page, path: string): Promise<number | 'failed'> {
  return page.evaluate(
    (url) =>
      fetch(url).then(
        (response) => response.status,
        () => 'failed' as const,
      ),
    path,
  );
}

/**
 * Issue 12: a confirmed trip opens without network. Seen once online, My trips, the trip and its
 * e-ticket open offline from the service worker's copy and say so; nothing else of the API is kept;
 * signed out, nothing of the trips is left on the device.
 */
test('My trips, a trip and its e-ticket open offline once seen, and not after signing out', async ({
  page,
  context,
  request,
  runningApp,
}) => {
  const traveller = await registerTravellerIn(request, 'hors-ligne', 'fr');
  const client = await signedInClient(runningApp.server.url, traveller);
  const booking = await bookOneWayThroughApi(
    client,
    { from: 'TNR', to: 'NOS', date: daysFromNow(45), flight: dailyFlights.toNosyBe, fare: 'FLEX' },
    { firstName: 'Voahangy', lastName: 'Rabe', birthDate: bornYearsAgo(30) },
    { email: traveller.email, phone: '+261 34 12 345 67' },
  );
  await client.dispose();

  const main = page.getByRole('main');
  const tripsPage = async () => {
    await expect(main.getByRole('heading', { level: 1, name: 'Mes voyages' })).toBeVisible();
    await expect(main.getByRole('article').filter({ hasText: booking.reference })).toBeVisible();
  };
  const tripPage = async () => {
    await expect(main.getByText(booking.reference, { exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { level: 1, name: words.fr.route })).toBeVisible();
  };
  const ticketPage = async () => {
    await expect(main.getByRole('heading', { level: 1, name: words.fr.ticketTitle })).toBeVisible();
    await expect(main.getByRole('img', { name: words.fr.qrCode(booking.reference) })).toBeVisible();
    await expect(main.getByText('Voahangy')).toBeVisible();
  };
  const pages = [
    { path: '/account/trips', shows: tripsPage, note: copyNote('vos voyages') },
    { path: `/account/trips/${booking.id}`, shows: tripPage, note: copyNote('ce voyage') },
    { path: `/account/trips/${booking.id}/print`, shows: ticketPage, note: copyNote('ce voyage') },
  ];

  // Online, each page once: kept, and each says so
  await page.goto('/account/trips');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await signInOnLoginPage(page, words.fr, traveller);
  await tripsPage();
  await expect(main.getByText('Vos voyages sont disponibles hors ligne sur cet appareil.')).toBeVisible();
  await page.goto(`/account/trips/${booking.id}`);
  await tripPage();
  await expect(main.getByText('Ce voyage est disponible hors ligne sur cet appareil.')).toBeVisible();
  await page.goto(`/account/trips/${booking.id}/print`);
  await ticketPage();
  await expect(main.getByText('Ce voyage est disponible hors ligne sur cet appareil.')).toBeVisible();
  await expect(main.getByRole('status').filter({ hasText: /hors ligne/ })).toHaveCount(0);

  // Other answers of the API, read from a trips page, go their own way: none is kept
  expect(await fetchFromPage(page, '/api/search/cities')).toBe(200);
  expect(await fetchFromPage(page, '/api/config')).toBe(200);
  expect(await personalCopies(page)).toEqual(
    [
      '/account/trips',
      `/account/trips/${booking.id}`,
      `/account/trips/${booking.id}/print`,
      '/api/auth/get-session',
      '/api/bookings/mine',
      `/api/bookings/${booking.id}`,
      '/offline-copies/owner',
    ].sort(),
  );

  // Offline: each page opens again, from the copy, and says so
  await context.setOffline(true);
  for (const { path, shows, note } of pages) {
    await page.goto(path);
    await shows();
    await expect(main.getByRole('status').filter({ hasText: note })).toBeVisible();
  }
  expect(await fetchFromPage(page, '/api/search/cities')).toBe('failed');
  expect(await fetchFromPage(page, '/api/config')).toBe('failed');

  // Online again: the trip is read afresh and the note goes
  await context.setOffline(false);
  await page.goto('/account/trips');
  await tripsPage();
  await expect(main.getByText('Vos voyages sont disponibles hors ligne sur cet appareil.')).toBeVisible();
  await expect(main.getByRole('status').filter({ hasText: /Vous êtes hors ligne/ })).toHaveCount(0);

  // Signed out: the copies are gone, and offline no trips page opens any more
  await signOut(page);
  expect(await personalCopies(page)).toEqual([]);
  await context.setOffline(true);
  for (const { path } of pages) {
    await expect(page.goto(path)).rejects.toThrow();
  }
});
