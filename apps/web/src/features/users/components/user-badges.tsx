import type { AdminUser } from '@madabook/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

export function RoleBadges({ user }: { user: AdminUser }) {
  const { t } = useTranslation('adminUsers');
  return (
    <div className="flex flex-wrap gap-1">
      {user.roles.map((role) => (
        <Badge key={role} variant={role === 'ADMIN' ? 'laterite' : 'secondary'}>
          {t(`roles.${role}`)}
        </Badge>
      ))}
    </div>
  );
}

/** Banned outranks everything; otherwise whether the email was confirmed. */
export function UserStatusBadge({ user }: { user: AdminUser }) {
  const { t } = useTranslation('adminUsers');
  if (user.banned) return <Badge variant="destructive">{t('status.banned')}</Badge>;
  if (user.emailVerified) return <Badge variant="ravinala">{t('status.verified')}</Badge>;
  return <Badge variant="outline">{t('status.unverified')}</Badge>;
}
