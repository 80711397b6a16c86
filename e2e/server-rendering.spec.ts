import type { Browser, Page } from '@playwright/test';
import { daysFromNow, registerTraveller } from './support/booking';
import { expect, test } from './support/fixtures';

const signedOut = { cookies: [], origins: [] };

/** A hotel of the demo catalogue, by the slug the sitemap gives. */
async function aHotelSlug(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const slug = sitemap.match(/\/hotels\/([a-z0-9-]+)</)?.[1];
  if (!slug) throw new Error('the sitemap lists no hotel');
  return slug;
}

/** A visitor who has not touched the page yet: nothing wakes the app for them. */
async function stillVisitor(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, storageState: signedOut });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Map tiles come from OpenStreetMap, which this machine cannot reach: network failures are not the page's.
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  return { context, page, errors };
}

const appIsRunning = async (page: Page) =>
  (await page.locator('html').getAttribute('data-app-ready')) !== null;

test.describe('public pages rendered on the server', () => {
  test('show their content without JavaScript, in French and in English', async ({
    browser,
    baseURL,
    request,
  }) => {
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      viewport: { width: 360, height: 800 },
    });
    const page = await context.newPage();
    const slug = await aHotelSlug(request);
    const stay = `checkIn=${daysFromNow(30)}&checkOut=${daysFromNow(33)}&guests=2&rooms=1`;

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Destination' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Rechercher' })).toBeVisible();

    await page.goto('/?lang=en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();

    await page.goto(`/hotels?city=Antananarivo&${stay}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Hôtels – Antananarivo' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /hôtels? trouvés?/ })).toBeVisible();
    await expect(page.locator('main a[href^="/hotels/"]').first()).toBeVisible();
    // The sort box names its order before any script has run.
    await expect(page.getByRole('combobox', { name: 'Trier par' })).toHaveText('Recommandés');

    await page.goto(`/hotels/${slug}?lang=en&${stay}`);
    const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    expect(name.length).toBeGreaterThan(0);
    await expect(page).toHaveTitle(new RegExp(name));
    await expect(page.locator('main img').first()).toBeVisible();
    await expect(page.getByText(/Ar/).first()).toBeVisible();

    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
    await page.goto('/register?lang=en');
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await context.close();
  });

  test('name the hotel in the markup itself, for link previews and search engines', async ({ request }) => {
    const slug = await aHotelSlug(request);
    const response = await request.get(`/hotels/${slug}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const name = html.match(/<h1[^>]*>([^<]+)<\/h1>/)?.[1];
    expect(name).toBeTruthy();
    expect(html).toContain(`<title>${name} — MadaBook</title>`);
    expect(html).toMatch(new RegExp(`<meta property="og:title" content="${name}`));
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+"/);
    const jsonLd = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1] ?? '';
    expect(JSON.parse(jsonLd)).toMatchObject({ '@type': 'Hotel', name });
  });

  test('are taken over at the first interaction, keeping what was typed and sent while the app started', async ({
    browser,
    baseURL,
    request,
  }) => {
    const traveller = await registerTraveller(request, 'avant-reprise');
    const { context, page, errors } = await stillVisitor(browser, baseURL);
    const addresses: string[] = [];
    page.on('request', (sent) => addresses.push(sent.url()));
    await page.goto('/login');
    // Nothing has touched the page: it stays as the server drew it, and costs the phone nothing more.
    await page.waitForLoadState('networkidle');
    expect(await appIsRunning(page)).toBe(false);

    // Keyboard only, without waiting: the focus wakes the app, the text and Enter come while it starts.
    await page.getByRole('textbox', { name: 'E-mail' }).focus();
    await page.keyboard.type(traveller.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(traveller.password);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: /^Menu du compte/ }).first()).toBeVisible();
    await expect(page).not.toHaveURL(/\/login/);
    expect(await appIsRunning(page)).toBe(true);
    // The form was never sent by the browser itself, which would have put the password in the address.
    expect(addresses.filter((address) => address.includes('password'))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a destination typed and searched while the app starts is the one searched', async ({
    browser,
    baseURL,
  }) => {
    const { context, page, errors } = await stillVisitor(browser, baseURL);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(await appIsRunning(page)).toBe(false);

    await page.getByRole('combobox', { name: 'Destination' }).focus();
    await page.keyboard.type('Antsirabe');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/hotels\?.*city=Antsirabe/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hôtels – Antsirabe' })).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a click made while the app starts is made again once the app has the control', async ({
    browser,
    baseURL,
  }) => {
    const { context, page, errors } = await stillVisitor(browser, baseURL);
    await page.goto('/login');
    await page.waitForLoadState('networkidle');
    expect(await appIsRunning(page)).toBe(false);

    // The pointer wakes the app; the click lands on the button's icon, before the app runs.
    await page.getByRole('button', { name: 'Afficher le mot de passe' }).click();
    await expect(page.getByRole('button', { name: 'Afficher le mot de passe' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.locator('input[name=password]')).toHaveAttribute('type', 'text');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('are taken over without a mismatch, in both languages', async ({ browser, baseURL, request }) => {
    const slug = await aHotelSlug(request);
    const stay = `checkIn=${daysFromNow(30)}&checkOut=${daysFromNow(33)}&guests=2&rooms=1`;
    const { context, page, errors } = await stillVisitor(browser, baseURL);
    for (const path of [
      '/',
      `/hotels?city=Antananarivo&${stay}`,
      `/hotels/${slug}?${stay}`,
      '/login',
      '/register',
    ]) {
      for (const language of ['fr', 'en']) {
        await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${language}`);
        await page.mouse.move(10, 10);
        await page.mouse.move(20, 20);
        await expect.poll(() => appIsRunning(page), { message: path }).toBe(true);
      }
    }
    // React reports a page drawn differently from the server's as an error, and redraws it.
    expect(errors).toEqual([]);
    await context.close();
  });
});
