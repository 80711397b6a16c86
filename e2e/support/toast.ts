import type { Page } from '@playwright/test';

/** A success or error toast, as sonner lists them in the "Notifications" region. */
export const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });
