import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { initI18nWithEveryText } from '@/test/i18n';
import { RegisterForm } from './register-form';

const fetchMock = vi.fn<typeof fetch>();

async function renderRegisterForm() {
  const rootRoute = createRootRoute({ component: () => <RegisterForm redirectPath="/" /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory() });
  await act(() => router.load());
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByRole('textbox', { name: 'E-mail' });
}

/** A field by its label, without the required marker (which assistive technology does not read). */
function field(label: string): HTMLElement {
  return screen.getByLabelText(label, { normalizer: (text) => text.replace(/\*$/, '').trim() });
}

function type(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

beforeAll(() => initI18nWithEveryText('fr'));

beforeEach(async () => {
  await changeLanguage('fr');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

describe('RegisterForm', () => {
  it('shows every error on submit, focuses the first one, and sends nothing', async () => {
    await renderRegisterForm();
    type('E-mail', 'ravo@');
    type('Mot de passe', 'short');
    type('Confirmer le mot de passe', 'other');

    fireEvent.submit(screen.getByRole('button', { name: 'Créer mon compte' }));

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Adresse e-mail invalide',
      'Le mot de passe doit contenir au moins 8 caractères',
      'Les mots de passe ne correspondent pas',
    ]);
    await waitFor(() => expect(document.activeElement).toBe(field('E-mail')));
    expect(field('Confirmer le mot de passe').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs up with the email as name and the page language, then reads the session', async () => {
    fetchMock
      .mockResolvedValueOnce(Response.json({ token: 'tok', user: { id: 'u1' } }))
      .mockResolvedValueOnce(Response.json(null));
    await renderRegisterForm();
    type('E-mail', 'ravo@example.mg');
    type('Mot de passe', 'password-1');
    type('Confirmer le mot de passe', 'password-1');

    fireEvent.submit(screen.getByRole('button', { name: 'Créer mon compte' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [input, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(input)).toMatch(/\/api\/auth\/sign-up\/email$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'ravo@example.mg',
      password: 'password-1',
      name: 'ravo@example.mg',
      language: 'fr',
      callbackURL: '/verify-email',
    });
    expect(String(fetchMock.mock.calls[1]?.[0])).toMatch(
      /\/api\/auth\/get-session\?disableCookieCache=true$/,
    );
  });

  it('asks to check the inbox when the server wants the email verified first', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ token: null, user: { id: 'u1' } }));
    await renderRegisterForm();
    type('E-mail', 'ravo@example.mg');
    type('Mot de passe', 'password-1');
    type('Confirmer le mot de passe', 'password-1');

    fireEvent.submit(screen.getByRole('button', { name: 'Créer mon compte' }));

    expect(await screen.findByText('Vérifiez votre boîte mail')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Envoyer un nouveau lien' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
