import { z } from 'zod';

/** What get-session answers for a live session: the parts the cache reads, the rest kept as is. */
const sessionAnswerSchema = z.looseObject({
  session: z.looseObject({ token: z.string().min(1), userId: z.string().min(1), expiresAt: z.coerce.date() }),
  user: z.looseObject({ id: z.string().min(1) }),
});
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/** What no longer holds: one session, or every session of one user. */
export const sessionChangeSchema = z.union([
  z.strictObject({ token: z.string().min(1) }),
  z.strictObject({ userId: z.string().min(1) }),
]);
export type SessionChange = z.infer<typeof sessionChangeSchema>;

/** A kilobyte or two each: the memory stays bounded whatever the number of sessions in use. */
const maxEntries = 10_000;

interface Entry {
  answer: SessionAnswer;
  /** The answer as get-session sends it, serialized once. */
  json: string;
  expiresAt: number;
}

/**
 * The credentials that decide which session a request is: its Authorization header (better-auth's
 * bearer plugin) and every occurrence of the session cookie, raw. Two requests with the same key are
 * the same session to better-auth, so an answer it gave for one holds for the other. Undefined when
 * the request carries neither: better-auth answers no session then.
 */
export function credentialKey(headers: Headers, sessionCookieName: string): string | undefined {
  const authorization = headers.get('authorization') ?? '';
  const sessionCookies = (headers.get('cookie') ?? '')
    .split(';')
    .filter((pair) => pair.split('=', 1)[0]?.trim() === sessionCookieName)
    .map((pair) => pair.trim());
  if (!authorization && sessionCookies.length === 0) return undefined;
  return `${authorization}\n${sessionCookies.join('; ')}`;
}

/**
 * Session answers read from the database, kept in this process for at most `lifetimeMs` (and never
 * past the session's own expiry), so that a request reads its session without a query. A change
 * forgotten here takes effect at once; one that never reaches this process (a lost message from
 * another instance) takes effect when the entry runs out: the lifetime bounds how long a revoked
 * session or a removed role can still be used.
 */
export function createSessionCache(options: { lifetimeMs: number }) {
  const entries = new Map<string, Entry>();
  // Counts forgotten changes: an answer read before one of them may predate it, and is not kept.
  let revision = 0;

  return {
    /** Take it before reading a session from the database; give it back to `remember`. */
    get revision() {
      return revision;
    },

    get(key: string): Entry | undefined {
      const entry = entries.get(key);
      if (entry && entry.expiresAt <= Date.now()) {
        entries.delete(key);
        return undefined;
      }
      return entry;
    },

    /**
     * Keeps what the database answered for `key` (no session: nothing), unless a change was
     * forgotten since `readAt` (a revision).
     */
    remember(key: string, answer: unknown, readAt: number): void {
      entries.delete(key);
      const parsed = sessionAnswerSchema.safeParse(answer);
      if (!parsed.success || readAt !== revision) return;
      const expiresAt = Math.min(Date.now() + options.lifetimeMs, parsed.data.session.expiresAt.getTime());
      entries.set(key, { answer: parsed.data, json: JSON.stringify(answer), expiresAt });
      // The oldest entries go first: a Map iterates in insertion order.
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
    },

    forget(change: SessionChange): void {
      revision += 1;
      for (const [key, { answer }] of entries) {
        if ('token' in change ? answer.session.token === change.token : answer.user.id === change.userId) {
          entries.delete(key);
        }
      }
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
