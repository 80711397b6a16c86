import type { AuditEntry } from '@madabook/contracts';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/admin/data-table';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

export function useAuditColumns(): DataTableColumn<AuditEntry>[] {
  const { t } = useTranslation('adminAudit');
  const language = useLanguage();
  return [
    {
      id: 'createdAt',
      header: t('fields.createdAt'),
      sortable: true,
      className: 'whitespace-nowrap',
      cell: (entry) => formatDate(entry.createdAt, language, { dateStyle: 'short', timeStyle: 'medium' }),
    },
    { id: 'actor', header: t('fields.actor'), cell: (entry) => entry.actorEmail },
    {
      id: 'action',
      header: t('fields.action'),
      cell: (entry) => (
        <Badge variant="outline" className="font-mono font-normal">
          {entry.action}
        </Badge>
      ),
    },
    {
      id: 'entity',
      header: t('fields.entity'),
      cell: (entry) => (
        <span className="flex flex-col">
          <span>{t(`entityTypes.${entry.entityType}`, { defaultValue: entry.entityType })}</span>
          <span className="font-mono text-muted-foreground text-xs">{entry.entityId}</span>
        </span>
      ),
    },
  ];
}
