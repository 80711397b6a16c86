import { expect, test } from './support/fixtures';

test.use({ appEnv: { UNDER_CONSTRUCTION: 'true' } });

for (const path of ['/', '/login', '/admin/users', '/hotels/anything']) {
  test(`with the switch on, ${path} lands on /under-construction`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/under-construction$/);
    await expect(page.getByRole('heading', { name: 'MadaBook arrive bientôt' })).toBeVisible();
  });
}
