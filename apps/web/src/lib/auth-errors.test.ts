import { ADMIN_ERROR_CODES } from 'better-auth/client/plugins';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18nWithEveryText } from '@/test/i18n';
import {
  AuthError,
  authErrorMessage,
  redirectErrorMessage,
  toErrorKey,
  unwrapAuthResult,
} from './auth-errors';
import { changeLanguage } from './i18n';

/** better-auth 1.7.25's BASE_ERROR_CODES (the web app may not import @better-auth/core). */
const baseErrorCodes = [
  'USER_NOT_FOUND',
  'FAILED_TO_CREATE_USER',
  'FAILED_TO_CREATE_SESSION',
  'FAILED_TO_UPDATE_USER',
  'FAILED_TO_GET_SESSION',
  'INVALID_PASSWORD',
  'INVALID_EMAIL',
  'INVALID_EMAIL_OR_PASSWORD',
  'INVALID_USER',
  'SOCIAL_ACCOUNT_ALREADY_LINKED',
  'PROVIDER_NOT_FOUND',
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'ID_TOKEN_NOT_SUPPORTED',
  'FAILED_TO_GET_USER_INFO',
  'USER_EMAIL_NOT_FOUND',
  'EMAIL_NOT_VERIFIED',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'USER_ALREADY_EXISTS',
  'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
  'EMAIL_CAN_NOT_BE_UPDATED',
  'CHANGE_EMAIL_DISABLED',
  'CREDENTIAL_ACCOUNT_NOT_FOUND',
  'SESSION_EXPIRED',
  'FAILED_TO_UNLINK_LAST_ACCOUNT',
  'ACCOUNT_NOT_FOUND',
  'USER_ALREADY_HAS_PASSWORD',
  'CROSS_SITE_NAVIGATION_LOGIN_BLOCKED',
  'VERIFICATION_EMAIL_NOT_ENABLED',
  'EMAIL_ALREADY_VERIFIED',
  'EMAIL_MISMATCH',
  'SESSION_NOT_FRESH',
  'LINKED_ACCOUNT_ALREADY_EXISTS',
  'INVALID_ORIGIN',
  'INVALID_CALLBACK_URL',
  'INVALID_REDIRECT_URL',
  'INVALID_ERROR_CALLBACK_URL',
  'INVALID_NEW_USER_CALLBACK_URL',
  'MISSING_OR_NULL_ORIGIN',
  'CALLBACK_URL_REQUIRED',
  'FAILED_TO_CREATE_VERIFICATION',
  'FIELD_NOT_ALLOWED',
  'ASYNC_VALIDATION_NOT_SUPPORTED',
  'VALIDATION_ERROR',
  'MISSING_FIELD',
  'METHOD_NOT_ALLOWED_DEFER_SESSION_REQUIRED',
  'BODY_MUST_BE_AN_OBJECT',
  'PASSWORD_ALREADY_SET',
];

/** Codes better-auth's routes set by hand, and the codes of its OAuth and verification redirects. */
const otherCodes = [
  'UNAUTHORIZED',
  'INTERNAL_SERVER_ERROR',
  'EMAIL_PASSWORD_DISABLED',
  'EMAIL_PASSWORD_SIGN_UP_DISABLED',
  'RESET_PASSWORD_DISABLED',
  'NOT_FOUND',
  'LINKING_NOT_ALLOWED',
  'LINKING_DIFFERENT_EMAILS_NOT_ALLOWED',
  'LINKING_FAILED',
  'OAUTH_LINK_ERROR',
  'FAILED_TO_GET_ACCESS_TOKEN',
  'FAILED_TO_REFRESH_ACCESS_TOKEN',
  'ACCESS_TOKEN_NOT_FOUND',
  'REFRESH_TOKEN_NOT_FOUND',
  'PROVIDER_NOT_SUPPORTED',
  'TOKEN_REFRESH_NOT_SUPPORTED',
  'PROVIDER_NOT_CONFIGURED',
  'USER_ID_OR_SESSION_REQUIRED',
  'BANNED_USER',
  'INVALID_OAUTH_CONFIGURATION',
  'TOKEN_URL_NOT_FOUND',
  'COULDNT_UPDATE_EMAIL',
  'invalid_callback_request',
  'state_not_found',
  'state_mismatch',
  'state_invalid',
  'state_security_mismatch',
  'no_code',
  'oauth_provider_not_found',
  'issuer_missing',
  'issuer_mismatch',
  'invalid_code',
  'nonce_binding_missing',
  'unable_to_get_user_info',
  'no_callback_url',
  'email_not_found',
  'email_not_verified',
  'account_not_linked',
  'unable_to_link_account',
  'email_does_not_match',
  "email_doesn't_match",
  'account_already_linked_to_different_user',
  'signup_disabled',
  'signup disabled',
  'unable_to_create_user',
  'unable to create user',
  'unable_to_create_session',
  'internal_server_error',
  'please_restart_the_process',
  'access_denied',
  'TOKEN_EXPIRED',
  'INVALID_TOKEN',
  'USER_NOT_FOUND',
  'INVALID_USER',
  'token_expired',
  'invalid_token',
  'user_not_found',
  'unauthorized',
];

beforeAll(() => initI18nWithEveryText('fr'));
beforeEach(() => changeLanguage('fr'));

describe('toErrorKey', () => {
  it.each([
    ['token_expired', 'TOKEN_EXPIRED'],
    ['signup disabled', 'SIGNUP_DISABLED'],
    ["email_doesn't_match", 'EMAIL_DOESNT_MATCH'],
    ['Email is the same', 'EMAIL_IS_THE_SAME'],
  ])('%s → %s', (code, key) => {
    expect(toErrorKey(code)).toBe(key);
  });
});

describe('authErrorMessage', () => {
  it("translates a code in the visitor's language", async () => {
    const error = { status: 401, code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' };
    expect(authErrorMessage(error)).toBe('E-mail ou mot de passe invalide');

    await changeLanguage('en');
    expect(authErrorMessage(error)).toBe('Invalid email or password');
  });

  it('translates a code better-auth sends in lower case', () => {
    expect(authErrorMessage({ status: 401, code: 'token_expired' })).toBe('Jeton expiré');
  });

  it('translates a code-less message it knows', () => {
    expect(authErrorMessage({ status: 400, message: 'Email is the same' })).toBe(
      "C'est déjà votre adresse e-mail",
    );
  });

  it('falls back to the message of a code-less error it does not know', () => {
    expect(authErrorMessage({ status: 400, message: 'Something new' })).toBe('Something new');
  });

  it('falls back to the message of a code it does not know', () => {
    expect(authErrorMessage({ status: 400, code: 'SOMETHING_NEW', message: 'Something new' })).toBe(
      'Something new',
    );
  });

  it('reads "Too many requests", translated, for a 429 without a code', () => {
    const error = {
      status: 429,
      statusText: 'Too Many Requests',
      message: 'Too many requests. Please try again later.',
    };
    expect(authErrorMessage(error)).toBe('Trop de requêtes, réessayez plus tard');
  });

  it('reads what the status means when there is neither code nor message (a 404 with no body)', () => {
    expect(authErrorMessage({ status: 404, statusText: 'Not Found' })).toBe('Introuvable');
  });

  it.each([
    ['a 500', { status: 500, code: 'FAILED_TO_CREATE_USER', message: 'Failed to create user' }],
    ['a network failure', new TypeError('Failed to fetch')],
    ['nothing', undefined],
  ])('reads "Internal Server Error" for %s', (_, error) => {
    expect(authErrorMessage(error)).toBe('Erreur interne du serveur');
  });

  it('reads an AuthError thrown by unwrapAuthResult', () => {
    const thrown = (() => {
      try {
        unwrapAuthResult({ data: null, error: { status: 403, code: 'EMAIL_NOT_VERIFIED' } });
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(AuthError);
    expect(authErrorMessage(thrown)).toBe('E-mail non vérifié');
  });

  it.each([...baseErrorCodes, ...Object.keys(ADMIN_ERROR_CODES), ...otherCodes])(
    'translates %s in French and in English',
    async (code) => {
      for (const language of ['fr', 'en'] as const) {
        await changeLanguage(language);
        const message = authErrorMessage({ status: 400, code, message: 'untranslated' });
        expect(message, `${language}: ${code}`).not.toBe('untranslated');
      }
    },
  );
});

describe('redirectErrorMessage', () => {
  it('translates a redirect code, else shows the provider description, else nothing', () => {
    expect(redirectErrorMessage('state_mismatch')).toBe(
      'La connexion a expiré ou a déjà servi : recommencez',
    );
    expect(redirectErrorMessage('weird_provider_error', 'The provider says no')).toBe('The provider says no');
    expect(redirectErrorMessage('weird_provider_error')).toBeUndefined();
  });
});
