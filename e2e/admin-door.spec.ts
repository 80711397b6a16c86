import { field, signIn } from './support/auth';
import { demoAdmin, expect, test } from './support/fixtures';

test.describe('the back office door', () => {
  test('a USER visiting /admin lands on /login', async ({ page }) => {
    const email = `simple-${Date.now()}@example.mg`;
    const response = await page.request.post('/api/auth/sign-up/email', {
      data: { email, password: 'un-mot-de-passe-long', name: email },
    });
    expect(response.ok()).toBe(true);
    await signIn(page, email, 'un-mot-de-passe-long');
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });

  test('an ADMIN gets in, and back to where they were going', async ({ page }) => {
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fusers/);
    await field(page, 'E-mail').fill(demoAdmin.email);
    await field(page, 'Mot de passe').fill(demoAdmin.password);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/users(\?|$)/);
  });
});
