import type { Auth } from './auth';
import { credentialKey, type SessionAnswer, type SessionCache } from './session-cache';

/**
 * Reads the session of a request as get-session would answer it, from the cache when it holds the
 * request's credentials, else from the database (never from better-auth's cookie cache, which a
 * client keeps and this server cannot take back).
 */
export function createSessionReader(auth: Auth, cache: SessionCache) {
  let sessionCookieName: Promise<string> | undefined;
  const keyOf = async (headers: Headers) => {
    sessionCookieName ??= auth.$context.then((context) => context.authCookies.sessionToken.name);
    return credentialKey(headers, await sessionCookieName);
  };

  return {
    cache,
    /** The cache's key for a request's credentials; undefined when it carries none. */
    keyOf,

    /** What the app's guards read: a session answer, or null. */
    async read(headers: Headers): Promise<SessionAnswer | null> {
      const key = await keyOf(headers);
      if (!key) return null;
      const cached = cache.get(key);
      if (cached) return cached.answer;
      const readAt = cache.revision;
      const found = await auth.api.getSession({ headers, query: { disableCookieCache: true } });
      if (!found) return null;
      cache.remember(key, found, readAt);
      return found;
    },
  };
}

export type SessionReader = ReturnType<typeof createSessionReader>;
