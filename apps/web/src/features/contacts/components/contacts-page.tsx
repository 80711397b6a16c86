import type { Contact } from '@madabook/contracts';
import { useQuery } from '@tanstack/react-query';
import { ContactRoundIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { DataTable } from '@/components/admin/data-table';
import { EmptyState } from '@/components/admin/empty-state';
import { PageHeader } from '@/components/admin/page-header';
import { SearchInput } from '@/components/admin/search-input';
import { TableToolbar } from '@/components/admin/table-toolbar';
import { useDialogTarget } from '@/components/admin/use-dialog-target';
import { type SearchNavigate, useTableSearch } from '@/components/admin/use-table-search';
import { Button } from '@/components/ui/button';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';
import { contactsQueryOptions, useDeleteContact } from '../api/contacts';
import type { ContactsSearch } from '../contacts-search';
import { useContactColumns } from './contact-columns';
import { ContactFormDialog } from './contact-form-dialog';

type ContactsPageProps = { search: ContactsSearch; navigate: SearchNavigate<ContactsSearch> };

/** People who wrote through the site, and those the team adds by hand. */
export function ContactsPage({ search, navigate }: ContactsPageProps) {
  const { t } = useTranslation('adminContacts');
  const table = useTableSearch(search, navigate);
  const contacts = useQuery(contactsQueryOptions(search));
  const columns = useContactColumns();
  // A null target opens the form empty: a new contact.
  const editing = useDialogTarget<Contact | null>();
  const deleting = useDialogTarget<Contact>();
  const deleteContact = useDeleteContact();
  const createButton = (label: string) => (
    <Button onClick={() => editing.show(null)}>
      <PlusIcon aria-hidden />
      {label}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={createButton(t('create.open'))}
      />
      <div className="flex flex-col gap-4">
        <TableToolbar search={<SearchInput label={t('search')} {...table.searchInputProps} />} />
        <DataTable
          caption={t('caption')}
          columns={columns}
          rows={contacts.data?.items}
          rowKey={(contact) => contact.id}
          rowLabel={(contact) => contact.name}
          total={contacts.data?.total}
          {...table.tableProps}
          loading={contacts.isPlaceholderData}
          error={contacts.error}
          onRetry={() => void contacts.refetch()}
          empty={
            <EmptyState
              icon={ContactRoundIcon}
              title={t('empty.title')}
              description={t('empty.description')}
              action={search.q ? undefined : createButton(t('create.first'))}
            />
          }
          rowActions={(contact) => (
            <>
              <DropdownMenuItem onSelect={() => editing.show(contact)}>
                <PencilIcon aria-hidden />
                {t('actions.edit')}
              </DropdownMenuItem>
              <DropdownMenuSeparator />
              <DropdownMenuItem variant="destructive" onSelect={() => deleting.show(contact)}>
                <Trash2Icon aria-hidden />
                {t('actions.delete')}
              </DropdownMenuItem>
            </>
          )}
        />
      </div>
      <ContactFormDialog contact={editing.target} {...editing.dialogProps} />
      <ConfirmDeleteDialog
        {...deleting.dialogProps}
        name={deleting.target?.name ?? ''}
        pending={deleteContact.isPending}
        onConfirm={() =>
          deleting.target && deleteContact.mutate(deleting.target.id, { onSuccess: deleting.close })
        }
      />
    </>
  );
}
