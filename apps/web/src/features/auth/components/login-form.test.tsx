import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { initI18nWithEveryText } from '@/test/i18n';
import { LoginForm } from './login-form';

const fetchMock = vi.fn<typeof fetch>();

async function renderLoginForm() {
  const rootRoute = createRootRoute({ component: () => <LoginForm redirectPath="/account?tab=1" /> });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/login'] }),
  });
  await act(() => router.load());
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  fireEvent.change(await screen.findByRole('textbox', { name: 'E-mail' }), {
    target: { value: 'ravo@example.mg' },
  });
  fireEvent.change(screen.getByLabelText(/^Mot de passe/), { target: { value: 'password-1' } });
  fireEvent.submit(screen.getByRole('button', { name: 'Se connecter' }));
  return router;
}

function requestedPaths(): string[] {
  return fetchMock.mock.calls.map(([input]) => new URL(String(input)).pathname);
}

beforeAll(() => initI18nWithEveryText('fr'));

beforeEach(async () => {
  await changeLanguage('fr');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

describe('LoginForm', () => {
  it('signs in, reads the session, then goes where the visitor was going', async () => {
    fetchMock
      .mockResolvedValueOnce(Response.json({ redirect: false, token: 'tok', user: { id: 'u1' } }))
      .mockResolvedValueOnce(Response.json(null));

    const router = await renderLoginForm();

    await waitFor(() => expect(router.state.location.href).toBe('/account?tab=1'));
    expect(requestedPaths()).toEqual(['/api/auth/sign-in/email', '/api/auth/get-session']);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'ravo@example.mg',
      password: 'password-1',
      rememberMe: true,
      callbackURL: '/verify-email',
    });
  });

  it('shows the generic message for wrong credentials', async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json(
        { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
        { status: 401 },
      ),
    );

    await renderLoginForm();

    expect((await screen.findByRole('alert')).textContent).toBe('E-mail ou mot de passe invalide');
  });

  it('offers a new link for an unverified email, without signing in again', async () => {
    fetchMock
      .mockResolvedValueOnce(
        Response.json({ code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' }, { status: 403 }),
      )
      .mockResolvedValueOnce(Response.json({ status: true }));

    await renderLoginForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Envoyer un nouveau lien' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('alert').textContent).toContain(
      'E-mail non vérifié : nous vous avons envoyé un nouveau lien.',
    );
    expect(requestedPaths()).toEqual(['/api/auth/sign-in/email', '/api/auth/send-verification-email']);
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({
      email: 'ravo@example.mg',
      callbackURL: '/verify-email',
    });
  });
});
