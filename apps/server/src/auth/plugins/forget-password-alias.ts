import type { BetterAuthPlugin } from 'better-auth';
import { createAuthEndpoint, requestPasswordReset } from 'better-auth/api';

/** The spec's `POST /forget-password`, which better-auth 1.7 renamed `/request-password-reset`. */
export const forgetPasswordAlias = () =>
  ({
    id: 'forget-password-alias',
    endpoints: {
      forgetPassword: createAuthEndpoint('/forget-password', requestPasswordReset.options, async (context) =>
        context.json(
          await requestPasswordReset({
            body: context.body,
            headers: context.headers,
            request: context.request,
            context: context.context,
          }),
        ),
      ),
    },
  }) satisfies BetterAuthPlugin;
