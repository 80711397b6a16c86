import { mailStatuses } from '@madabook/contracts';
import { useQuery } from '@tanstack/react-query';
import { EyeIcon, InboxIcon, RotateCwIcon, SendIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/admin/data-table';
import { EmptyState } from '@/components/admin/empty-state';
import { FilterSelect } from '@/components/admin/filter-select';
import { PageHeader } from '@/components/admin/page-header';
import { SearchInput } from '@/components/admin/search-input';
import { TableToolbar } from '@/components/admin/table-toolbar';
import { useDialogTarget } from '@/components/admin/use-dialog-target';
import { type SearchNavigate, useTableSearch } from '@/components/admin/use-table-search';
import { Button } from '@/components/ui/button';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { mailListQueryOptions, useResendMail } from '../api/mail';
import type { MailSearch } from '../mail-search';
import { useMailColumns } from './mail-columns';
import { MailComposeDialog } from './mail-compose-dialog';
import { MailDetailDialog } from './mail-detail-dialog';

type MailPageProps = { search: MailSearch; navigate: SearchNavigate<MailSearch> };

/** The outbox: every mail the product sent or tried to, and a way to write one. */
export function MailPage({ search, navigate }: MailPageProps) {
  const { t } = useTranslation('adminMail');
  const table = useTableSearch(search, navigate);
  const mails = useQuery(mailListQueryOptions(search));
  const columns = useMailColumns();
  const [composing, setComposing] = useState(false);
  const viewing = useDialogTarget<string>();
  const resend = useResendMail();

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button onClick={() => setComposing(true)}>
            <SendIcon aria-hidden />
            {t('compose.open')}
          </Button>
        }
      />
      <div className="flex flex-col gap-4">
        <TableToolbar search={<SearchInput label={t('search')} {...table.searchInputProps} />}>
          <FilterSelect
            label={t('fields.status')}
            value={search.status}
            options={mailStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
            onChange={(status) => table.setFilters({ status })}
          />
        </TableToolbar>
        <DataTable
          caption={t('caption')}
          columns={columns}
          rows={mails.data?.items}
          rowKey={(mail) => mail.id}
          rowLabel={(mail) => mail.subject}
          total={mails.data?.total}
          {...table.tableProps}
          loading={mails.isPlaceholderData}
          error={mails.error}
          onRetry={() => void mails.refetch()}
          empty={
            <EmptyState icon={InboxIcon} title={t('empty.title')} description={t('empty.description')} />
          }
          rowActions={(mail) => (
            <>
              <DropdownMenuItem onSelect={() => viewing.show(mail.id)}>
                <EyeIcon aria-hidden />
                {t('actions.view')}
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => resend.mutate(mail.id)}>
                <RotateCwIcon aria-hidden />
                {t('actions.resend')}
              </DropdownMenuItem>
            </>
          )}
        />
      </div>
      <MailComposeDialog open={composing} onOpenChange={setComposing} />
      <MailDetailDialog mailId={viewing.target} {...viewing.dialogProps} />
    </>
  );
}
