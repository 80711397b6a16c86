import type { BrowserContext, Page } from '@playwright/test';

/**
 * A server-rendered page waits for a sign of its visitor (pointer, key, touch, scroll) before the app
 * takes it over. The tests' visitors move the mouse as soon as a page opens, as a person at a desktop
 * does, and act once the app runs it: what they do before is the subject of server-rendering.spec.ts.
 */
export async function asPresentVisitor(context: BrowserContext): Promise<void> {
  await context.addInitScript({
    content:
      "document.addEventListener('DOMContentLoaded', () => window.dispatchEvent(new Event('pointermove')));",
  });
  for (const page of context.pages()) actOnceTheAppRuns(page);
  context.on('page', actOnceTheAppRuns);
}

type Navigation = (...args: unknown[]) => ReturnType<Page['reload']>;

/** After `goto` and `reload` of a page the server rendered, waits until the app has taken it over. */
function actOnceTheAppRuns(page: Page): void {
  for (const name of ['goto', 'reload'] as const) {
    const navigate = page[name].bind(page) as Navigation;
    const navigateThenWait: Navigation = async (...args) => {
      const response = await navigate(...args);
      if (await page.locator('#page-state').count()) {
        await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      }
      return response;
    };
    Object.assign(page, { [name]: navigateThenWait });
  }
}
