import { createRootRoute } from '@tanstack/react-router';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { initI18nWithEveryText } from '@/test/i18n';
import { renderRoutes } from '@/test/render-routes';
import { LoginPage } from './login-page';

const fetchMock = vi.fn<typeof fetch>();

const renderLoginPage = (redirect: string) =>
  renderRoutes(
    createRootRoute({
      component: () => <LoginPage redirect={redirect} providers={[{ id: 'google', name: 'Google' }]} />,
    }),
    { initialEntry: `/login?redirect=${encodeURIComponent(redirect)}` },
  );

/** better-auth answering by path, whatever order the client asks in. */
function answerAuthRequests() {
  fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input)).pathname;
    if (path === '/api/auth/sign-in/email')
      return Response.json({ redirect: false, token: 'tok', user: { id: 'u1' } });
    if (path === '/api/auth/sign-in/social') {
      return Response.json({ code: 'PROVIDER_NOT_FOUND', message: 'Provider not found' }, { status: 404 });
    }
    return Response.json(null);
  });
}

async function signIn() {
  fireEvent.change(await screen.findByRole('textbox', { name: 'E-mail' }), {
    target: { value: 'ravo@example.mg' },
  });
  fireEvent.change(screen.getByLabelText(/^Mot de passe/), { target: { value: 'password-1' } });
  fireEvent.submit(screen.getByRole('button', { name: 'Se connecter' }));
}

/** The JSON body of the request made to `path`. */
function bodySentTo(path: string) {
  const call = fetchMock.mock.calls.find(([input]) => new URL(String(input)).pathname === path);
  return call && JSON.parse(String(call[1]?.body));
}

beforeAll(() => initI18nWithEveryText('fr'));

beforeEach(async () => {
  await changeLanguage('fr');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

describe('LoginPage’s redirect', () => {
  it.each([
    ['another site', 'https://evil.example/account'],
    ['a protocol-relative address', '//evil.example'],
    ['a backslash browsers read as a slash', '/\\evil.example'],
    ['a script', 'javascript:alert(document.cookie)'],
  ])('goes home after signing in when it names %s, and tells better-auth home too', async (_, redirect) => {
    answerAuthRequests();
    const { router } = await renderLoginPage(redirect);
    await signIn();
    await waitFor(() => expect(router.state.location.href).toBe('/'));

    fireEvent.click(screen.getByRole('button', { name: 'Continuer avec Google' }));
    await waitFor(() => expect(bodySentTo('/api/auth/sign-in/social')).toBeDefined());
    expect(bodySentTo('/api/auth/sign-in/social')).toMatchObject({
      callbackURL: '/',
      errorCallbackURL: '/login?redirect=%2F',
    });
  });

  it('goes back where the visitor was going when it is a path of this site', async () => {
    answerAuthRequests();
    const { router } = await renderLoginPage('/account/trips?tab=2');
    await signIn();
    await waitFor(() => expect(router.state.location.href).toBe('/account/trips?tab=2'));
  });
});
