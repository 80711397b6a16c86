// Reading and ending a session on the auth server, with better-auth's client: loaded by `session.ts` the
// first time the page asks, so that a page which only shows the account corner starts without it.
import { sessionUserSchema } from '@madabook/contracts';
import { z } from 'zod';
import { authClient } from './auth-client';
import { unwrapAuthResult } from './auth-errors';
import { forgetAuthToken, readAuthToken } from './auth-token';
import { forgetOfflineCopies, keepOfflineCopiesFor } from './offline-copies';

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
export async function fetchSession(options: FetchSessionOptions = {}): Promise<Session | null> {
  const session = await requestSession(options);
  if (session || !readAuthToken()) return session;
  // The bearer token outranks the cookie on the server: a token it no longer knows would hide a
  // valid cookie session (e.g. the one a verification link just opened), so drop it and ask again.
  forgetAuthToken();
  return requestSession(options);
}

/**
 * What the session query reads: the session, and the pages kept on this device for offline reading
 * made the signed-in user's, or deleted (offline-copies.ts).
 */
export async function readSession(options: FetchSessionOptions = {}): Promise<Session | null> {
  const session = await fetchSession(options);
  await keepOfflineCopiesFor(session?.user.id ?? null);
  return session;
}

/** POST /api/auth/sign-out; the pages kept on this device for offline reading go, whatever the answer. */
export async function endSession(): Promise<void> {
  try {
    unwrapAuthResult(await authClient.signOut());
  } finally {
    await forgetOfflineCopies();
  }
}
