import type { AdminUser } from '@madabook/contracts';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/admin/data-table';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { RoleBadges, UserStatusBadge } from './user-badges';

export function useUserColumns(): DataTableColumn<AdminUser>[] {
  const { t } = useTranslation('adminUsers');
  const language = useLanguage();
  return [
    {
      id: 'name',
      header: t('fields.name'),
      sortable: true,
      cell: (user) => <span className="font-medium text-foreground">{user.name}</span>,
    },
    { id: 'email', header: t('fields.email'), sortable: true, cell: (user) => user.email },
    { id: 'roles', header: t('fields.roles'), cell: (user) => <RoleBadges user={user} /> },
    { id: 'status', header: t('fields.status'), cell: (user) => <UserStatusBadge user={user} /> },
    {
      id: 'createdAt',
      header: t('fields.createdAt'),
      sortable: true,
      className: 'whitespace-nowrap',
      cell: (user) => formatDate(user.createdAt, language, { dateStyle: 'medium' }),
    },
  ];
}
