import { MailIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useSendVerificationEmail } from '../api/verification-email';

type ResendVerificationButtonProps = Omit<ButtonProps, 'onClick' | 'loading'> & { email: string };

/** Asks for a new verification link for `email`; the outcome is a toast. */
export function ResendVerificationButton({ email, ...props }: ResendVerificationButtonProps) {
  const { t } = useTranslation('auth');
  const send = useSendVerificationEmail();
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      {...props}
      loading={send.isPending}
      onClick={() => send.mutate({ email })}
    >
      <MailIcon aria-hidden />
      {t('verifyEmail.resend')}
    </Button>
  );
}
