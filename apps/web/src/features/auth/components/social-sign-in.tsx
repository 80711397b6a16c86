import type { SocialProvider } from '@madabook/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Separator } from '@/components/ui/separator';
import { authErrorMessage } from '@/lib/auth-errors';
import { useSocialSignIn } from '../api/social-sign-in';

type SocialSignInProps = {
  /** The providers the server enables; none, and nothing is shown. */
  providers: SocialProvider[];
  /** Where a known user lands after the provider (a safe path of this site). */
  redirectPath: string;
};

/** One button per provider, then "or" before the email form. */
export function SocialSignIn({ providers, redirectPath }: SocialSignInProps) {
  const { t } = useTranslation('auth');
  const signIn = useSocialSignIn(redirectPath);
  if (providers.length === 0) return null;
  // Once the provider's address is known the browser is leaving: the buttons stay busy until then.
  const leaving = signIn.isPending || signIn.isSuccess;
  return (
    <div className="flex flex-col gap-4">
      {signIn.isError && <ErrorAlert title={authErrorMessage(signIn.error)} />}
      <ul className="flex flex-col gap-2">
        {providers.map((provider) => (
          <li key={provider.id}>
            <Button
              variant="outline"
              className="w-full"
              loading={leaving && signIn.variables === provider.id}
              disabled={leaving}
              onClick={() => signIn.mutate(provider.id)}
            >
              {t('social.continueWith', { provider: provider.name })}
            </Button>
          </li>
        ))}
      </ul>
      <div className="flex items-center gap-3">
        <Separator className="flex-1" />
        <span className="text-muted-foreground text-sm">{t('social.or')}</span>
        <Separator className="flex-1" />
      </div>
    </div>
  );
}
