import { expect, test } from './support/fixtures';

test.describe('the app shell', () => {
  test('the home page renders in French by default', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('banner')).toContainText('Réservez votre prochain voyage');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('switching to English survives a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByLabel('Langue').selectOption('en');
    await expect(page.getByRole('banner')).toContainText('Book your next trip');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('banner')).toContainText('Book your next trip');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
  });

  test('an unknown path shows the translated Not Found view', async ({ page }) => {
    await page.goto('/nowhere/at-all');
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the demo pages are not in the production build', async ({ page }) => {
    await page.goto('/demo/form/simple');
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  });

  test.describe('on a 360 px phone', () => {
    test.use({ viewport: { width: 360, height: 800 } });

    test('the menu opens, closes with the focus back on its button, and leads to a section', async ({
      page,
    }) => {
      await page.goto('/');
      const openMenu = page.getByRole('button', { name: 'Ouvrir le menu' });
      await openMenu.click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(openMenu).toBeFocused();
      await openMenu.click();
      await menu.getByRole('link', { name: 'Vols' }).click();
      await expect(page).toHaveURL(/\/flights/);
      await expect(menu).toBeHidden();
    });
  });

  test('the API docs render', async ({ page }) => {
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { name: /MadaBook API/ })).toBeVisible();
    await expect(page.getByText('/api/health').first()).toBeVisible();
  });
});
