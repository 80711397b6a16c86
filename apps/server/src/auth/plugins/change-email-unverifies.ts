import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import * as z from 'zod';
import { headersOf, type SessionLookup } from './session-lookup';

/** better-auth's own body of `/change-email`. */
const changeEmailBody = z.object({ newEmail: z.email(), callbackURL: z.string().optional() });

/**
 * The spec's change of email: refused when the address is taken ("Couldn't
 * update your email"); otherwise the email changes at once, `emailVerified`
 * goes back to false and a verification goes to the new address. better-auth
 * does exactly that for an unverified user, so a verified one is marked
 * unverified first; the request's transaction keeps both steps together.
 */
export const changeEmailUnverifies = (options: { lookupSession: SessionLookup }) =>
  ({
    id: 'change-email-unverifies',
    hooks: {
      before: [
        {
          matcher: (context) => context.path === '/change-email',
          handler: createAuthMiddleware(async (context) => {
            // Hooks run before better-auth validates the body, and a 4xx commits the request's
            // transaction: a body it will refuse must not get this far.
            const body = changeEmailBody.safeParse(context.body);
            if (!body.success) return;
            const newEmail = body.data.newEmail.toLowerCase();
            const current = await options.lookupSession(headersOf(context));
            if (!current || newEmail === current.user.email) return;
            const owner = await context.context.internalAdapter.findUserByEmail(newEmail);
            if (owner) {
              throw new APIError('BAD_REQUEST', {
                code: 'COULDNT_UPDATE_EMAIL',
                message: "Couldn't update your email",
              });
            }
            if (current.user.emailVerified) {
              await context.context.internalAdapter.updateUser(current.user.id, { emailVerified: false });
            }
          }),
        },
      ],
    },
  }) satisfies BetterAuthPlugin;
