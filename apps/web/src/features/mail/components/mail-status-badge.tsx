import type { MailStatus } from '@madabook/contracts';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const variants: Record<MailStatus, BadgeProps['variant']> = {
  queued: 'secondary',
  sending: 'default',
  sent: 'ravinala',
  error: 'destructive',
};

export function MailStatusBadge({ status }: { status: MailStatus }) {
  const { t } = useTranslation('adminMail');
  return <Badge variant={variants[status]}>{t(`status.${status}`)}</Badge>;
}
