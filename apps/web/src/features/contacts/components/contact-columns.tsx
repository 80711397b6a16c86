import type { Contact } from '@madabook/contracts';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/admin/data-table';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

export function useContactColumns(): DataTableColumn<Contact>[] {
  const { t } = useTranslation('adminContacts');
  const language = useLanguage();
  return [
    {
      id: 'name',
      header: t('fields.name'),
      sortable: true,
      cell: (contact) => <span className="font-medium text-foreground">{contact.name}</span>,
    },
    {
      id: 'email',
      header: t('fields.email'),
      sortable: true,
      cell: (contact) => (
        <a className="text-primary hover:underline" href={`mailto:${contact.email}`}>
          {contact.email}
        </a>
      ),
    },
    {
      id: 'phoneNumber',
      header: t('fields.phoneNumber'),
      className: 'whitespace-nowrap',
      cell: (contact) => contact.phoneNumber ?? '—',
    },
    {
      id: 'note',
      header: t('fields.note'),
      cell: (contact) => <p className="line-clamp-2 max-w-sm text-muted-foreground">{contact.note}</p>,
    },
    {
      id: 'createdAt',
      header: t('fields.createdAt'),
      sortable: true,
      className: 'whitespace-nowrap',
      cell: (contact) => formatDate(contact.createdAt, language, { dateStyle: 'medium' }),
    },
  ];
}
