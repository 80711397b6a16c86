import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { demoAdmin, test } from './fixtures';
import { asPresentVisitor } from './present-visitor';

type Credentials = { email: string; password: string };

/**
 * Signs in through the login form (in French, the default language) and waits for `landing`,
 * where the form sends a signed-in visitor.
 */
export async function signIn(page: Page, credentials: Credentials, landing: string): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(landing)}`);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(credentials.email);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${landing.replace(/\//g, '\\/')}\\/?$`));
}

/** Signs in as the demo admin through the login form and lands on the dashboard. */
export function signInAsAdmin(page: Page): Promise<void> {
  return signIn(page, demoAdmin, '/admin');
}

/**
 * Tests whose pages start signed in as the demo admin. The admin signs in through the form once
 * per worker and each test reuses that session: better-auth allows only 3 sign-ins per 10 seconds
 * from one address, which a run of back-office tests would exceed.
 */
export const adminTest = test.extend<object, { adminStorageState: string }>({
  adminStorageState: [
    async ({ browser, runningApp }, use) => {
      const context = await browser.newContext({ baseURL: runningApp.server.url });
      await asPresentVisitor(context);
      await signInAsAdmin(await context.newPage());
      const path = join(mkdtempSync(join(tmpdir(), 'madabook-admin-')), 'storage-state.json');
      await context.storageState({ path });
      await context.close();
      await use(path);
    },
    { scope: 'worker' },
  ],
  storageState: ({ adminStorageState }, use) => use(adminStorageState),
});
