import { type SessionUser, sessionUserSchema } from '@madabook/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { authClient } from './auth-client';
import { unwrapAuthResult } from './auth-errors';
import { forgetAuthToken, readAuthToken } from './auth-token';
import { i18n } from './i18n';

/** One signed-in device, as get-session and list-sessions describe it. */
export const sessionRecordSchema = z.object({
  id: z.string(),
  token: z.string(),
  userId: z.string(),
  expiresAt: z.coerce.date(),
  createdAt: z.coerce.date(),
  updatedAt: z.coerce.date(),
  ipAddress: z.string().nullish(),
  userAgent: z.string().nullish(),
});
export type SessionRecord = z.infer<typeof sessionRecordSchema>;

const sessionSchema = z.object({ session: sessionRecordSchema, user: sessionUserSchema });
export type Session = z.infer<typeof sessionSchema>;

type FetchSessionOptions = {
  /** Skips the server's short-lived session cookie cache, for an answer that reflects a change just made. */
  fresh?: boolean;
};

async function requestSession({ fresh = false }: FetchSessionOptions): Promise<Session | null> {
  const query = fresh ? { disableCookieCache: true } : undefined;
  const data = unwrapAuthResult(await authClient.getSession({ query }));
  return data ? sessionSchema.parse(data) : null;
}

/** GET /api/auth/get-session: the signed-in visitor, or null. */
async function fetchSession(options: FetchSessionOptions = {}): Promise<Session | null> {
  const session = await requestSession(options);
  if (session || !readAuthToken()) return session;
  // The bearer token outranks the cookie on the server: a token it no longer knows would hide a
  // valid cookie session (e.g. the one a verification link just opened), so drop it and ask again.
  forgetAuthToken();
  return requestSession(options);
}

/**
 * The session lives in the router context's query client, read by guards (`ensureQueryData`) and
 * components alike. A failure is shown at once rather than after the retries' back-off.
 */
export const sessionQueryOptions = queryOptions({
  queryKey: ['session'],
  queryFn: () => fetchSession(),
  staleTime: 60_000,
  retry: false,
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
    queryFn: () => fetchSession({ fresh: true }),
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
    unwrapAuthResult(await authClient.signOut());
  } finally {
    clearSession(queryClient);
  }
}
