import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { initI18nWithEveryText } from '@/test/i18n';
import { ResetPasswordPage } from './reset-password-page';

const fetchMock = vi.fn<typeof fetch>();

/** The page as the mail's link opens it, with a new password submitted. */
async function submitNewPassword() {
  const rootRoute = createRootRoute({ component: () => <ResetPasswordPage token="reset-token" /> });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/reset-password?token=reset-token'] }),
  });
  await act(() => router.load());
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const field = (label: RegExp) => screen.getByLabelText(label);
  await screen.findByLabelText(/^Nouveau mot de passe/);
  fireEvent.change(field(/^Nouveau mot de passe/), { target: { value: 'new-password-1' } });
  fireEvent.change(field(/^Confirmer le nouveau mot de passe/), { target: { value: 'new-password-1' } });
  fireEvent.submit(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
  return router;
}

/** The alert's title, then its description. */
async function expectAlert(...texts: string[]) {
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe(texts.join(''));
}

beforeAll(() => initI18nWithEveryText('fr'));

beforeEach(async () => {
  await changeLanguage('fr');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

describe('ResetPasswordPage', () => {
  it('saves the new password with the link’s token, then goes to sign-in', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ status: true }));

    const router = await submitNewPassword();

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URL(String(fetchMock.mock.calls[0]?.[0])).pathname).toBe('/api/auth/reset-password');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      newPassword: 'new-password-1',
      token: 'reset-token',
    });
  });

  it('offers a new link when the token is refused', async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json({ code: 'INVALID_TOKEN', message: 'Invalid token' }, { status: 400 }),
    );

    await submitNewPassword();

    await expectAlert('Ce lien de réinitialisation est invalide ou a expiré.', 'Demander un nouveau lien');
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toBeTruthy();
  });

  it('says the password could not be reset on a server error', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ message: 'boom' }, { status: 500 }));

    await submitNewPassword();

    await expectAlert('Impossible de réinitialiser le mot de passe', 'Erreur interne du serveur');
    expect(screen.queryByRole('link', { name: 'Demander un nouveau lien' })).toBeNull();
  });

  it('says the same when the network fails, in either language', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));

    await submitNewPassword();

    await expectAlert('Impossible de réinitialiser le mot de passe', 'Erreur interne du serveur');
    await act(() => changeLanguage('en'));
    await expectAlert("Can't reset password", 'Internal Server Error');
  });
});
