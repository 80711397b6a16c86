import type { BetterAuthPlugin } from 'better-auth';
import { accountInfo, createAuthEndpoint, createAuthMiddleware } from 'better-auth/api';
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
          matcher: (context) => accountPaths.has(context.path ?? '') && context.method === 'POST',
          handler: createAuthMiddleware(async (context) => {
            const body = (context.body ?? {}) as ProviderAccountBody;
            if (!body.providerId) return;
            const userId = (await options.lookupSession(headersOf(context)))?.user.id ?? body.userId;
            if (!userId) return;
            const accounts = await context.context.internalAdapter.findAccounts(userId);
            const account = accounts.find(
              (candidate) =>
                candidate.providerId === body.providerId &&
                (!body.accountId || candidate.accountId === body.accountId),
            );
            const { providerId: _providerId, accountId: _accountId, ...rest } = body;
            return { context: { body: { ...rest, accountId: account?.id ?? `missing:${body.providerId}` } } };
          }),
        },
      ],
    },
    endpoints: {
      /** The spec's `POST /account-info {accountId}`; better-auth serves it as a GET. */
      accountInfoByPost: createAuthEndpoint(
        '/account-info',
        { method: 'POST', body: z.object({ accountId: z.string() }) },
        async (context) => {
          const { body, ...rest } = context;
          return accountInfo({
            ...rest,
            method: 'GET',
            query: { accountId: body.accountId },
            asResponse: false,
            returnHeaders: false,
          });
        },
      ),
    },
  }) satisfies BetterAuthPlugin;
