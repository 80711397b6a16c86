import type { Resources } from '@/locales/resources';
import type { AuthClientError, AuthResult } from './auth-client';
import { i18n } from './i18n';

type AuthErrorKey = keyof Resources['authErrors'];
type ApiErrorKey = keyof Resources['errors'];

/** A refusal of the auth server, thrown where a caller prefers exceptions to `{ data, error }`. */
export class AuthError extends Error {
  readonly status: number;
  readonly code: string | undefined;

  constructor({ status, statusText, code, message }: AuthClientError) {
    super(message || statusText || `HTTP ${status}`);
    this.name = 'AuthError';
    this.status = status;
    this.code = code;
  }
}

export function unwrapAuthResult<T>(result: AuthResult<T>): T {
  if (result.error) throw new AuthError(result.error);
  return result.data;
}

/**
 * better-auth spells one code several ways: `TOKEN_EXPIRED` in JSON, `token_expired` in a redirect,
 * "signup disabled" or "email_doesn't_match" in older callbacks. They all become one key.
 */
export function toErrorKey(codeOrMessage: string): string {
  return codeOrMessage
    .trim()
    .replace(/['’]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase();
}

/** Other spellings of a message that already has its key. */
const keyAliases: Record<string, AuthErrorKey> = {
  VERIFICATION_EMAIL_ISNT_ENABLED: 'VERIFICATION_EMAIL_NOT_ENABLED',
  EMAIL_DOESNT_MATCH: 'EMAIL_DOES_NOT_MATCH',
  COULDNT_UPDATE_YOUR_EMAIL: 'COULDNT_UPDATE_EMAIL',
};

/** Whether the namespace's texts (loaded by the page) translate this key. */
function isKeyOf<Namespace extends 'authErrors' | 'errors'>(
  namespace: Namespace,
  key: string,
): key is Extract<keyof Resources[Namespace], string> {
  return i18n.exists(key, { ns: namespace });
}

/** The translation of a code, or of a message better-auth sends without one; undefined if unknown. */
function translateErrorKey(codeOrMessage: string | undefined): string | undefined {
  if (!codeOrMessage) return undefined;
  const key = toErrorKey(codeOrMessage);
  const authKey = keyAliases[key] ?? key;
  if (isKeyOf('authErrors', authKey)) return i18n.t(`authErrors:${authKey}`);
  if (isKeyOf('errors', key)) return i18n.t(`errors:${key satisfies ApiErrorKey}`);
  return undefined;
}

const statusKeys: Record<number, ApiErrorKey> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  429: 'TOO_MANY_REQUESTS',
};

function readAuthError(error: unknown): Partial<AuthClientError> {
  if (typeof error !== 'object' || error === null || !('status' in error)) return {};
  const { status, code, message } = error as Record<string, unknown>;
  return {
    status: typeof status === 'number' ? status : undefined,
    code: typeof code === 'string' ? code : undefined,
    message: typeof message === 'string' ? message : undefined,
  };
}

/**
 * The visitor's words for a refusal of the auth server. Like the API's rule: a 500, or anything that
 * is not an answer (network down), reads "Internal Server Error". Otherwise the code's translation;
 * without a code (a 429, "Email is the same"), the message's translation, else the message itself,
 * else what the status means.
 */
export function authErrorMessage(error: unknown): string {
  const { status, code, message } = readAuthError(error);
  const internalError = i18n.t('errors:INTERNAL_SERVER_ERROR');
  if (status === undefined || status >= 500) return internalError;
  const statusKey = statusKeys[status];
  return (
    translateErrorKey(code) ??
    (status === 429 ? i18n.t('errors:TOO_MANY_REQUESTS') : undefined) ??
    translateErrorKey(message) ??
    message ??
    (statusKey ? i18n.t(`errors:${statusKey}`) : internalError)
  );
}

/** The message for a code received in a redirect (`?error=`), with the provider's description as fallback. */
export function redirectErrorMessage(code: string, description?: string): string | undefined {
  return translateErrorKey(code) ?? (description || undefined);
}

/** better-auth refuses sensitive actions on an old session: the visitor must sign in again. */
export function isStaleSessionError(error: unknown): boolean {
  const { code } = readAuthError(error);
  return code === 'SESSION_NOT_FRESH' || code === 'SESSION_EXPIRED';
}

/** A mail's link (its token) that is unknown, already used or expired. */
export function isInvalidTokenError(error: unknown): boolean {
  const { code } = readAuthError(error);
  return code === 'INVALID_TOKEN' || code === 'TOKEN_EXPIRED';
}
