import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** The paths the browser fetches for the sources whose name matches, per the build's manifest. */
function filesOf(source: RegExp): string[] {
  const manifest: Record<string, { file: string }> = JSON.parse(
    readFileSync(new URL('../apps/web/dist/.vite/manifest.json', import.meta.url), 'utf8'),
  );
  return Object.entries(manifest)
    .filter(([name]) => source.test(name))
    .map(([, chunk]) => `/${chunk.file}`);
}

/** Every path the page requests from now on. */
function requestsOf(page: Page): Set<string> {
  const paths = new Set<string>();
  page.on('request', (request) => paths.add(new URL(request.url()).pathname));
  return paths;
}

const requestedAmong = (requested: Set<string>, files: string[]) =>
  files.filter((file) => requested.has(file));

test.describe('what a public page downloads', () => {
  test('the home page fetches its texts in its language only, and nothing of the back office', async ({
    page,
  }) => {
    const requested = requestsOf(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(page.getByRole('form', { name: 'Formulaire de contact' })).toBeVisible();

    expect(requestedAmong(requested, filesOf(/^src\/locales\/fr\/(common|home)\.json$/))).toHaveLength(2);
    expect(
      requestedAmong(requested, [
        ...filesOf(/^src\/locales\/en\//),
        ...filesOf(/^src\/locales\/(admin-texts\.ts|[^/]+\/admin[^/]*\.json)$/),
        ...filesOf(/^src\/routes\/_admin\//),
      ]),
    ).toEqual([]);

    await page.getByRole('banner').getByLabel('Langue').selectOption('en');
    await expect(page.getByRole('banner')).toContainText('Book your next trip');
    expect(requestedAmong(requested, filesOf(/^src\/locales\/en\/(common|home)\.json$/))).toHaveLength(2);
  });

  test.describe('on a 360 px phone', () => {
    test.use({ viewport: { width: 360, height: 800 } });

    test('the map library loads once the map is on screen', async ({ page }) => {
      const requested = requestsOf(page);
      const map = filesOf(/^src\/components\/map\/places-map\.tsx$/);
      await page.goto('/hotels?city=Antananarivo');
      await expect(page.getByRole('status').filter({ hasText: /hôtels? trouvés?/ })).toBeVisible();
      expect(requestedAmong(requested, map)).toEqual([]);

      await page.getByRole('button', { name: 'Carte' }).click();
      await expect(page.getByRole('region', { name: 'Carte des hôtels de cette page' })).toBeVisible();
      expect(requestedAmong(requested, map)).toEqual(map);
    });
  });
});
