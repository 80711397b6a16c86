import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { generateRandomString } from 'better-auth/crypto';
import { headersOf, type SessionLookup, type SessionLookupUser } from './session-lookup';

const deleteTokenLifetimeSeconds = 86_400;

/**
 * The spec's account deletion: immediate with the password or a fresh
 * session (better-auth does that), otherwise a confirmation link by email,
 * which better-auth would send even when the password was given.
 */
export const deleteUserByEmail = (options: {
  lookupSession: SessionLookup;
  sendConfirmation: (user: SessionLookupUser, url: string) => Promise<void>;
}) =>
  ({
    id: 'delete-user-by-email',
    hooks: {
      before: [
        {
          matcher: (context) => context.path === '/delete-user',
          handler: createAuthMiddleware(async (context) => {
            const body = (context.body ?? {}) as { password?: string; token?: string; callbackURL?: string };
            if (body.password || body.token) return;
            const current = await options.lookupSession(headersOf(context));
            if (!current) return;
            const freshAgeSeconds = context.context.sessionConfig.freshAge;
            const ageMs = Date.now() - new Date(current.session.createdAt).getTime();
            if (freshAgeSeconds === 0 || ageMs < freshAgeSeconds * 1000) return;

            const token = generateRandomString(32, '0-9', 'a-z');
            await context.context.internalAdapter.createVerificationValue({
              value: current.user.id,
              identifier: `delete-account-${token}`,
              expiresAt: new Date(Date.now() + deleteTokenLifetimeSeconds * 1000),
            });
            const callbackURL = encodeURIComponent(body.callbackURL || '/');
            const url = `${context.context.baseURL}/delete-user/callback?token=${token}&callbackURL=${callbackURL}`;
            await options.sendConfirmation(current.user, url);
            return context.json({ success: true, message: 'Verification email sent' });
          }),
        },
      ],
    },
  }) satisfies BetterAuthPlugin;
