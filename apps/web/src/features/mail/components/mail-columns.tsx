import type { MailMessage } from '@madabook/contracts';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/admin/data-table';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { MailStatusBadge } from './mail-status-badge';

const dateTime: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };

export function useMailColumns(): DataTableColumn<MailMessage>[] {
  const { t } = useTranslation('adminMail');
  const language = useLanguage();
  return [
    { id: 'to', header: t('fields.to'), sortable: true, cell: (mail) => mail.to },
    {
      id: 'subject',
      header: t('fields.subject'),
      sortable: true,
      cell: (mail) => (
        <span className="line-clamp-2 min-w-48 font-medium text-foreground">{mail.subject}</span>
      ),
    },
    {
      id: 'status',
      header: t('fields.status'),
      sortable: true,
      cell: (mail) => <MailStatusBadge status={mail.status} />,
    },
    {
      id: 'attempts',
      header: t('fields.attempts'),
      className: 'text-right tabular-nums',
      cell: (mail) => mail.attempts,
    },
    {
      id: 'lastError',
      header: t('fields.lastError'),
      cell: (mail) =>
        mail.lastError ? (
          <span className="line-clamp-2 max-w-xs text-destructive">{mail.lastError}</span>
        ) : (
          '—'
        ),
    },
    {
      id: 'nextAttemptAt',
      header: t('fields.nextAttemptAt'),
      className: 'whitespace-nowrap',
      cell: (mail) => (mail.nextAttemptAt ? formatDate(mail.nextAttemptAt, language, dateTime) : '—'),
    },
    {
      id: 'createdAt',
      header: t('fields.createdAt'),
      sortable: true,
      className: 'whitespace-nowrap',
      cell: (mail) => formatDate(mail.createdAt, language, dateTime),
    },
  ];
}
