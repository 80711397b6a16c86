import { Link } from '@tanstack/react-router';
import { UserRoundCheckIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { useSession } from '@/lib/session';

/**
 * On the sign-in page of a visitor who is signed in already: a page they were going to needs
 * another account (an admin's), or they simply came back. They may sign in with another account.
 */
export function SignedInNotice({ sentBack }: { sentBack: boolean }) {
  const { t } = useTranslation('auth');
  const { user } = useSession();
  if (!user) return null;
  return (
    <Alert>
      <UserRoundCheckIcon aria-hidden />
      <AlertTitle>{t('login.signedInAs', { email: user.email })}</AlertTitle>
      <AlertDescription>
        {sentBack ? t('login.needsAnotherAccount') : t('login.alreadySignedIn')}{' '}
        <Link to="/account" className="font-medium text-primary hover:underline">
          {t('login.goToAccount')}
        </Link>
      </AlertDescription>
    </Alert>
  );
}
