import { expect, type Locator, type Page } from '@playwright/test';

/** A text field by its exact accessible name (the required star is not part of it). */
export const field = (scope: Page | Locator, name: string) =>
  scope.getByRole('textbox', { name, exact: true });

/** Signs in through the login form, in French. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await field(page, 'E-mail').fill(email);
  await field(page, 'Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
}

/** Signs out through the account menu. */
export async function signOut(page: Page) {
  await page
    .getByRole('button', { name: /^Menu du compte/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Se connecter' })).toBeVisible();
}
