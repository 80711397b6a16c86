import type { BetterAuthPlugin } from 'better-auth';
import { accountInfo, createAuthEndpoint, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import * as z from 'zod';
import { headersOf, type SessionLookup } from './session-lookup';

const accountPaths = new Set(['/unlink-account', '/get-access-token', '/refresh-token', '/account-info']);

interface ProviderAccountBody {
  providerId?: string;
  accountId?: string;
  userId?: string;
}

/**
 * The spec names a linked account by `providerId` (and the provider's
 * `accountId`), as earlier better-auth did; 1.7 wants the account's own id.
 * This translates the spec's body, and leaves a body in the new form alone.
 */
export const providerAccountParams = (options: { lookupSession: SessionLookup }) =>
  ({
    id: 'provider-account-params',
    hooks: {
      before: [
        {
          // No method on a server-side `auth.api` call: only the GET of account-info is left out.
          matcher: (context) => accountPaths.has(context.path ?? '') && context.method !== 'GET',
          handler: createAuthMiddleware(async (context) => {
            const body = (context.body ?? {}) as ProviderAccountBody;
            if (!body.providerId) return;
            const userId = (await options.lookupSession(headersOf(context)))?.user.id ?? body.userId;
            const accounts = userId ? await context.context.internalAdapter.findAccounts(userId) : [];
            const account = accounts.find(
              (candidate) =>
                candidate.providerId === body.providerId &&
                (!body.accountId || candidate.accountId === body.accountId),
            );
            // better-auth merges a hook's context into the request's, so a returned body could
            // not drop `providerId`, which the strict bodies of get-access-token and
            // refresh-token refuse: the body is rewritten in place instead. Without a match
            // (or a caller) better-auth answers as for any unknown account (or 401).
            const accountId = account?.id ?? `missing:${body.providerId}`;
            delete body.providerId;
            body.accountId = accountId;
          }),
        },
      ],
    },
    endpoints: {
      /**
       * The spec's `POST /account-info {accountId}`; better-auth serves it as a GET, by the
       * account's own id. The spec's client may send the provider's `accountId` instead, both
       * being listed by list-accounts: it is looked up among the caller's accounts only.
       */
      accountInfoByPost: createAuthEndpoint(
        '/account-info',
        { method: 'POST', body: z.object({ accountId: z.string() }) },
        async (context) => {
          const { body, ...rest } = context;
          const userId = (await getSessionFromCtx(context))?.user.id;
          const accounts = userId ? await context.context.internalAdapter.findAccounts(userId) : [];
          const account =
            accounts.find((candidate) => candidate.id === body.accountId) ??
            accounts.find((candidate) => candidate.accountId === body.accountId);
          return accountInfo({
            ...rest,
            method: 'GET',
            query: { accountId: account?.id ?? body.accountId },
            asResponse: false,
            returnHeaders: false,
            returnStatus: false,
          });
        },
      ),
    },
  }) satisfies BetterAuthPlugin;
