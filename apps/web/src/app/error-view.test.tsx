import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18nWithEveryText } from '@/test/i18n';
import { ErrorView } from './error-view';

beforeAll(() => initI18nWithEveryText('fr'));

async function renderErrorView(error: unknown) {
  const rootRoute = createRootRoute({ component: () => <ErrorView error={error} reset={() => {}} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory() });
  await act(() => router.load());
  render(<RouterProvider router={router} />);
}

describe('ErrorView', () => {
  it('says something went wrong and reveals the message only on demand', async () => {
    await renderErrorView(new Error('Hotel h1 has no rooms'));

    expect(await screen.findByRole('heading', { name: 'Une erreur est survenue !' })).toBeTruthy();
    const toggle = screen.getByRole('button', { name: "Afficher l'erreur" });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Hotel h1 has no rooms')).toBeNull();

    fireEvent.click(toggle);
    expect(screen.getByText('Hotel h1 has no rooms')).toBeTruthy();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe("Masquer l'erreur");

    fireEvent.click(toggle);
    expect(screen.queryByText('Hotel h1 has no rooms')).toBeNull();
  });
});
