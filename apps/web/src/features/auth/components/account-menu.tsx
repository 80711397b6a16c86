import { Link } from '@tanstack/react-router';
import { LogInIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';

// Most visitors are not signed in: the menu's code (a dropdown, signing out) loads only for those who are.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

/** The top bar's corner: the signed-in visitor's menu, or "Sign in". */
export function AccountMenu() {
  const { t } = useTranslation();
  const { status, user } = useSession();

  const placeholder = <Skeleton className="h-9 w-9 rounded-full sm:w-32" />;
  if (status === 'idle' || status === 'loading') return placeholder;
  if (!user) {
    return (
      <Button asChild size="sm">
        <Link to="/login">
          <LogInIcon aria-hidden />
          <span className="max-sm:sr-only">{t('nav.signIn')}</span>
        </Link>
      </Button>
    );
  }
  return (
    <Suspense fallback={placeholder}>
      <UserMenu user={user} />
    </Suspense>
  );
}
