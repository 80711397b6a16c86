import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18nWithEveryText } from '@/test/i18n';
import { ApiError } from './api-error';
import { changeLanguage, initI18n } from './i18n';
import { toast } from './toast';
import { apiErrorMessage, toastApiError, toastAuthError, toastAuthResult } from './toasts';

vi.mock('./toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const apiError = (status: number, code: string, message = 'Server says no') =>
  new ApiError({ status, code, message });

beforeAll(() => initI18nWithEveryText('fr'));
beforeEach(async () => {
  vi.clearAllMocks();
  await changeLanguage('fr');
});

describe('apiErrorMessage', () => {
  it('reads the translated internal error for a 500, whatever its code', () => {
    expect(apiErrorMessage(apiError(500, 'BETA_ACCESS_ALREADY_EXISTS'))).toBe('Erreur interne du serveur');
  });

  it('reads the translated internal error for a failure that is not an API answer', () => {
    expect(apiErrorMessage(new TypeError('Failed to fetch'))).toBe('Erreur interne du serveur');
  });

  it('reads the translated internal error when the failure has no code', () => {
    expect(apiErrorMessage(apiError(400, ''))).toBe('Erreur interne du serveur');
  });

  it("translates a known code in the visitor's language", async () => {
    const error = apiError(409, 'BETA_ACCESS_ALREADY_EXISTS');
    expect(apiErrorMessage(error)).toBe('Un accès bêta existe déjà pour cet e-mail');

    await changeLanguage('en');
    expect(apiErrorMessage(error)).toBe('Beta access already exists for this email');
  });

  it("falls back to the server's message for a code the app does not know", () => {
    expect(apiErrorMessage(apiError(400, 'SOMETHING_NEW', 'Something new went wrong'))).toBe(
      'Something new went wrong',
    );
  });
});

describe('toastApiError', () => {
  it('shows the message as an error toast', () => {
    toastApiError(apiError(401, 'INVALID_EMAIL_OR_PASSWORD'));
    expect(toast.error).toHaveBeenCalledWith('E-mail ou mot de passe invalide');
  });
});

describe('toastAuthResult (a success response that may hold an error object)', () => {
  const options = () => ({ success: 'Mot de passe mis à jour', onSuccess: vi.fn() });

  it('shows "Internal Server Error" for an error with status 500, and runs nothing else', () => {
    const given = options();
    const succeeded = toastAuthResult(
      { data: null, error: { status: 500, code: 'FAILED_TO_UPDATE_USER' } },
      given,
    );

    expect(succeeded).toBe(false);
    expect(toast.error).toHaveBeenCalledWith('Erreur interne du serveur', { action: undefined });
    expect(given.onSuccess).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('shows the translated code for an error with a code', () => {
    const given = options();
    toastAuthResult(
      { data: null, error: { status: 400, code: 'INVALID_PASSWORD', message: 'Invalid password' } },
      given,
    );

    expect(toast.error).toHaveBeenCalledWith('Mot de passe invalide', { action: undefined });
    expect(given.onSuccess).not.toHaveBeenCalled();
  });

  it('also shows an error, never a success, for a code-less error such as a 429', () => {
    const given = options();
    toastAuthResult(
      { data: null, error: { status: 429, message: 'Too many requests. Please try again later.' } },
      given,
    );

    expect(toast.error).toHaveBeenCalledWith('Trop de requêtes, réessayez plus tard', { action: undefined });
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('offers the action the error calls for', () => {
    const action = { label: 'Se reconnecter', onClick: vi.fn() };
    toastAuthResult(
      { data: null, error: { status: 403, code: 'SESSION_NOT_FRESH' } },
      { success: 'ok', errorAction: (error) => (error.code === 'SESSION_NOT_FRESH' ? action : undefined) },
    );

    expect(toast.error).toHaveBeenCalledWith(expect.any(String), { action });
  });

  it('otherwise runs the callback with the data, then shows the success text', () => {
    const given = options();
    const succeeded = toastAuthResult({ data: { status: true }, error: null }, given);

    expect(succeeded).toBe(true);
    expect(given.onSuccess).toHaveBeenCalledWith({ status: true });
    expect(toast.success).toHaveBeenCalledWith('Mot de passe mis à jour');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('takes the success text from the data when asked to', () => {
    toastAuthResult(
      { data: { message: 'Verification email sent' }, error: null },
      { success: (data) => (data.message === 'User deleted' ? 'Supprimé' : 'Vérifiez vos e-mails') },
    );

    expect(toast.success).toHaveBeenCalledWith('Vérifiez vos e-mails');
  });
});

describe('toastAuthError', () => {
  beforeAll(() => initI18n('fr'));
  afterAll(() => initI18nWithEveryText('fr'));

  it('fetches the auth texts first on a page that had no need of them yet', async () => {
    await toastAuthError({ status: 404, code: 'USER_NOT_FOUND' });

    expect(toast.error).toHaveBeenCalledWith('Utilisateur introuvable');
  });
});
