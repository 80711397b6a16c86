import { AsyncLocalStorage } from 'node:async_hooks';
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware, isAPIError } from 'better-auth/api';

interface AuthRequestFailure {
  error?: unknown;
}

const failureOfRequest = new AsyncLocalStorage<AuthRequestFailure>();

/**
 * better-auth answers a failure over HTTP with a response of its own, the error behind it (a
 * query that found no database, say) dropped. Runs a request to its handler and answers that
 * response with the error, which `failureCapture` keeps, so the caller can tell a database that
 * did not answer from a bug.
 */
export async function withAuthFailure(
  handle: () => Promise<Response>,
): Promise<{ response: Response; error: unknown }> {
  const failure: AuthRequestFailure = {};
  const response = await failureOfRequest.run(failure, handle);
  return { response, error: failure.error };
}

/** Keeps the error an endpoint failed with, its cause included, for the request in progress. */
export const failureCapture = () =>
  ({
    id: 'failure-capture',
    hooks: {
      after: [
        {
          matcher: () => true,
          handler: createAuthMiddleware(async (context) => {
            const failure = failureOfRequest.getStore();
            const returned = context.context.returned;
            if (failure && isAPIError(returned)) failure.error = returned;
          }),
        },
      ],
    },
  }) satisfies BetterAuthPlugin;
