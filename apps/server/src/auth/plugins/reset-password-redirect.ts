import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';

const requestPaths = new Set(['/request-password-reset', '/forget-password']);

/**
 * Without `redirectTo`, better-auth mails a reset link whose callback is empty,
 * and following it lands on the error page with INVALID_TOKEN even though the
 * token is good. Such a request gets the web app's reset page instead.
 */
export const resetPasswordRedirect = (options: { resetPageUrl: string }) =>
  ({
    id: 'reset-password-redirect',
    hooks: {
      before: [
        {
          matcher: (context) => requestPaths.has(context.path ?? ''),
          handler: createAuthMiddleware(async (context) => {
            const body = context.body as { redirectTo?: unknown } | undefined;
            if (!body || typeof body !== 'object' || body.redirectTo) return;
            return { context: { body: { ...body, redirectTo: options.resetPageUrl } } };
          }),
        },
      ],
    },
  }) satisfies BetterAuthPlugin;
