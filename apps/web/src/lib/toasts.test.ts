import { toast } from 'sonner';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { changeLanguage, initI18n } from './i18n';
import { apiErrorMessage, toastApiError } from './toasts';

vi.mock('sonner', () => ({ toast: { error: vi.fn() } }));

const apiError = (status: number, code: string, message = 'Server says no') =>
  new ApiError({ status, code, message });

beforeAll(() => initI18n('fr'));
beforeEach(() => changeLanguage('fr'));

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
