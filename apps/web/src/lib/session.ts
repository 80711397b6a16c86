import type { SessionUser } from '@madabook/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { forgetAuthToken } from './auth-token';
import { i18n } from './i18n';
import type { Session } from './session-request';

// Asking the auth server needs its client and the session's schema: they load with the first question,
// and so does what looks after the pages kept for offline reading.
const sessionRequest = () => import('./session-request');

/**
 * The session lives in the router context's query client, read by guards (`ensureQueryData`) and
 * components alike. A failure is shown at once rather than after the retries' back-off.
 */
export const sessionQueryOptions = queryOptions({
  queryKey: ['session'],
  queryFn: async () => (await sessionRequest()).readSession(),
  staleTime: 60_000,
  retry: false,
  // The server renders public pages for anyone: whose session it is, only the browser asks.
  meta: { browserOnly: true },
});

export type SessionState = {
  /** idle: not loaded yet; loading: asking for the first time; loaded; error: the last fetch failed. */
  status: 'idle' | 'loading' | 'loaded' | 'error';
  session: Session | null;
  user: SessionUser | null;
  /** A user is present. */
  isAuthenticated: boolean;
  /** "Failed to fetch session", translated, when the last fetch failed. */
  error: string | null;
};

type SessionQuery = {
  status: 'pending' | 'success' | 'error';
  fetchStatus: 'fetching' | 'paused' | 'idle';
  data: Session | null | undefined;
};

/** The spec's client session states (section 4), read from the session query. */
export function toSessionState({ status, fetchStatus, data }: SessionQuery): SessionState {
  const session = data ?? null;
  const loaded = { session, user: session?.user ?? null, isAuthenticated: session !== null, error: null };
  if (status === 'success') return { status: 'loaded', ...loaded };
  if (status === 'error') {
    return { status: 'error', ...loaded, error: i18n.t('auth:session.fetchFailed') };
  }
  return { status: fetchStatus === 'idle' ? 'idle' : 'loading', ...loaded };
}

export function useSession(): SessionState {
  useTranslation(); // the error text follows the language
  return toSessionState(useQuery(sessionQueryOptions));
}

/** After sign-in, sign-up, verification, a profile change: ask the server again and wait for it. */
export function refreshSession(queryClient: QueryClient): Promise<Session | null> {
  return queryClient.fetchQuery({
    ...sessionQueryOptions,
    queryFn: async () => (await sessionRequest()).readSession({ fresh: true }),
    staleTime: 0,
  });
}

/** Nobody is signed in on this device any more (signed out, account deleted). */
export function clearSession(queryClient: QueryClient): void {
  forgetAuthToken();
  queryClient.setQueryData(sessionQueryOptions.queryKey, null);
}

/** Ends the session on the server; this device forgets it even if the server could not be reached. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  try {
    await (await sessionRequest()).endSession();
  } finally {
    clearSession(queryClient);
  }
}

/**
 * A guarded layout's `beforeLoad`: the visitor's session, read fresh when stale; without one, or
 * one that `admits` refuses, off to sign in and back to `returnTo` afterwards.
 */
export async function sessionOrSignIn(
  queryClient: QueryClient,
  returnTo: string,
  admits: (session: Session) => boolean = () => true,
): Promise<Session> {
  const session = await queryClient.ensureQueryData({ ...sessionQueryOptions, revalidateIfStale: true });
  if (!session || !admits(session)) throw redirect({ to: '/login', search: { redirect: returnTo } });
  return session;
}
