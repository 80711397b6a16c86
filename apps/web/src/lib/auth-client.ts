import { adminClient, inferAdditionalFields } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';
import { keepAuthTokenFrom, readAuthToken } from './auth-token';

/**
 * better-auth's client for `/api/auth` on this origin. Cookies go along, and so does the bearer
 * token kept in local storage; every answer may renew that token through `set-auth-token`.
 */
export const authClient = createAuthClient({
  // Absent on the server, which imports this module with the pages it renders but never signs anyone in.
  baseURL: globalThis.location?.origin,
  // Its only default plugin assigns window.location on any `{ url, redirect: true }` answer, sign-in
  // by email included; the app navigates itself, through the router or to the provider's page.
  disableDefaultFetchPlugins: true,
  plugins: [
    adminClient(),
    inferAdditionalFields({ user: { language: { type: 'string', required: false } } }),
  ],
  fetchOptions: {
    credentials: 'include',
    auth: { type: 'Bearer', token: () => readAuthToken() ?? undefined },
    onSuccess: ({ response }) => keepAuthTokenFrom(response),
    // Looked up at call time rather than captured at start-up, so that tests can stub `fetch`.
    customFetchImpl: (input, init) => fetch(input, init),
  },
});

/** What the client resolves with when the server refuses: the body's code and message, and the status. */
export type AuthClientError = {
  status: number;
  statusText?: string;
  code?: string;
  message?: string;
};

/** Every call of the client resolves with one of these, unless the network itself fails (then it throws). */
export type AuthResult<T> = { data: T; error: null } | { data: null; error: AuthClientError };
