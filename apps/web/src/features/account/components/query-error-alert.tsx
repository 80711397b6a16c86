import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { authErrorMessage, isStaleSessionError } from '@/lib/auth-errors';
import { useReauthenticate } from '../hooks/use-reauthenticate';

/** A list that could not be read; when the session is too old for it, a way to sign in again. */
export function QueryErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation('account');
  const reauthenticate = useReauthenticate();
  return (
    <ErrorAlert title={authErrorMessage(error)}>
      {isStaleSessionError(error) && (
        <Button variant="outline" size="sm" onClick={reauthenticate}>
          {t('signInAgain')}
        </Button>
      )}
    </ErrorAlert>
  );
}
