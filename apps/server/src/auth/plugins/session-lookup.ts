import type { GenericEndpointContext } from 'better-auth';

export interface SessionLookupUser {
  id: string;
  email: string;
  emailVerified: boolean;
  language?: string | null;
}

/**
 * Reads the caller's session from inside a before-hook. It must go through
 * `auth.api`: the bearer plugin's header-to-cookie rewrite is not visible to
 * sibling hooks.
 */
export type SessionLookup = (
  headers: Headers | undefined,
) => Promise<{ user: SessionLookupUser; session: { createdAt: Date } } | null>;

export const headersOf = (context: GenericEndpointContext) => context.headers ?? context.request?.headers;
