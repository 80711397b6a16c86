import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18nWithEveryText } from '@/test/i18n';
import { MemoryCaches } from '@/test/memory-caches';
import { changeLanguage } from './i18n';
import { offlineCaches } from './offline-cache';
import { refreshSession, sessionQueryOptions, signOut, toSessionState, useSession } from './session';

const user = {
  id: 'u1',
  email: 'ravo@example.mg',
  name: 'ravo@example.mg',
  image: null,
  emailVerified: true,
  roles: ['USER'],
  type: 'USER',
  language: 'fr',
  banned: false,
  createdAt: '2026-01-05T08:00:00.000Z',
  updatedAt: '2026-01-05T08:00:00.000Z',
};
const session = {
  id: 's1',
  token: 'session-token',
  userId: 'u1',
  expiresAt: '2026-02-05T08:00:00.000Z',
  createdAt: '2026-01-05T08:00:00.000Z',
  updatedAt: '2026-01-05T08:00:00.000Z',
  ipAddress: '127.0.0.1',
  userAgent: 'Mozilla/5.0',
};

const fetchMock = vi.fn<typeof fetch>();

function requestedUrl(call: number): string {
  const input = fetchMock.mock.calls[call]?.[0];
  return input instanceof Request ? input.url : String(input);
}

function sentHeaders(call: number): Headers {
  const [input, init] = fetchMock.mock.calls[call] ?? [];
  return new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
}

function renderUseSession(queryClient: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useSession(), { wrapper });
}

beforeAll(() => initI18nWithEveryText('fr'));

beforeEach(async () => {
  await changeLanguage('fr');
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

describe('toSessionState', () => {
  it('is idle before anything was asked', () => {
    expect(toSessionState({ status: 'pending', fetchStatus: 'idle', data: undefined })).toMatchObject({
      status: 'idle',
      user: null,
      isAuthenticated: false,
      error: null,
    });
  });

  it('is loading while the first answer is awaited', () => {
    expect(toSessionState({ status: 'pending', fetchStatus: 'fetching', data: undefined }).status).toBe(
      'loading',
    );
  });
});

describe('useSession', () => {
  it('goes from loading to loaded with the user, parsed with the contracts schema', async () => {
    fetchMock.mockResolvedValue(Response.json({ session, user }));
    const { result } = renderUseSession(new QueryClient());

    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('loaded'));

    expect(result.current.isAuthenticated).toBe(true);
    expect(result.current.user?.roles).toEqual(['USER']);
    expect(result.current.user?.createdAt).toBeInstanceOf(Date);
    expect(requestedUrl(0)).toBe(`${window.location.origin}/api/auth/get-session`);
  });

  it('is loaded with nobody when the server answers null', async () => {
    fetchMock.mockResolvedValue(Response.json(null));
    const { result } = renderUseSession(new QueryClient());

    await waitFor(() => expect(result.current.status).toBe('loaded'));
    expect(result.current).toMatchObject({ user: null, isAuthenticated: false, error: null });
  });

  it('reads "Failed to fetch session", translated, when the fetch fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { result } = renderUseSession(new QueryClient());

    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe('Impossible de récupérer la session');

    await changeLanguage('en');
    await waitFor(() => expect(result.current.error).toBe('Failed to fetch session'));
  });

  it('fails the same way on a server error, without retrying', async () => {
    fetchMock.mockResolvedValue(Response.json({ message: 'Internal Server Error' }, { status: 500 }));
    const { result } = renderUseSession(new QueryClient());

    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('the session through sign-in and sign-out', () => {
  it('is fetched again after a sign-in, with the token the server handed out', async () => {
    const queryClient = new QueryClient();
    fetchMock.mockResolvedValueOnce(Response.json(null));
    await queryClient.fetchQuery(sessionQueryOptions);
    localStorage.setItem('bearer_token', 'new-token');

    fetchMock.mockResolvedValueOnce(Response.json({ session, user }));
    await refreshSession(queryClient);

    expect(queryClient.getQueryData(sessionQueryOptions.queryKey)?.user.email).toBe('ravo@example.mg');
    expect(sentHeaders(1).get('authorization')).toBe('Bearer new-token');
  });

  it('drops a token the server no longer knows and asks again with the cookie alone', async () => {
    localStorage.setItem('bearer_token', 'revoked-token');
    fetchMock
      .mockResolvedValueOnce(Response.json(null))
      .mockResolvedValueOnce(Response.json({ session, user }));

    const answer = await new QueryClient().fetchQuery(sessionQueryOptions);

    expect(answer?.user.id).toBe('u1');
    expect(sentHeaders(0).get('authorization')).toBe('Bearer revoked-token');
    expect(sentHeaders(1).has('authorization')).toBe(false);
    expect(localStorage.getItem('bearer_token')).toBeNull();
  });

  it('keeps a token sent in set-auth-token', async () => {
    fetchMock.mockResolvedValue(Response.json({ session, user }, { headers: { 'set-auth-token': 'kept' } }));

    await new QueryClient().fetchQuery(sessionQueryOptions);

    expect(localStorage.getItem('bearer_token')).toBe('kept');
  });

  it('is cleared by a sign-out, token included, even when the server cannot be reached', async () => {
    const queryClient = new QueryClient();
    fetchMock.mockResolvedValueOnce(Response.json({ session, user }));
    await queryClient.fetchQuery(sessionQueryOptions);
    localStorage.setItem('bearer_token', 'token');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    await expect(signOut(queryClient)).rejects.toThrow();

    expect(localStorage.getItem('bearer_token')).toBeNull();
    expect(queryClient.getQueryData(sessionQueryOptions.queryKey)).toBeNull();
  });
});

describe('the pages kept for offline reading', () => {
  const personal = offlineCaches.personal;
  let storage: MemoryCaches;

  beforeEach(async () => {
    storage = new MemoryCaches();
    vi.stubGlobal('caches', storage);
    fetchMock.mockResolvedValueOnce(Response.json({ session, user }));
    await new QueryClient().fetchQuery(sessionQueryOptions);
    await (await storage.open(personal)).put(
      `${window.location.origin}/api/bookings/mine`,
      Response.json({}),
    );
  });

  it("are the signed-in user's, read after read", async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ session, user }));
    await new QueryClient().fetchQuery(sessionQueryOptions);
    expect(storage.paths(personal)).toEqual(['/offline-copies/owner', '/api/bookings/mine']);
  });

  it('are deleted when another user signs in', async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json({ session: { ...session, userId: 'u2' }, user: { ...user, id: 'u2' } }),
    );
    await refreshSession(new QueryClient());
    expect(storage.paths(personal)).toEqual(['/offline-copies/owner']);
    expect(
      await (
        await (await storage.open(personal)).match(`${window.location.origin}/offline-copies/owner`)
      )?.text(),
    ).toBe('u2');
  });

  it('are deleted by a sign-out, even when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(signOut(new QueryClient())).rejects.toThrow();
    expect(storage.paths(personal)).toBeUndefined();
  });

  it('are deleted when the server says nobody is signed in any more', async () => {
    fetchMock.mockResolvedValueOnce(Response.json(null));
    await new QueryClient().fetchQuery(sessionQueryOptions);
    expect(storage.paths(personal)).toBeUndefined();
  });
});
