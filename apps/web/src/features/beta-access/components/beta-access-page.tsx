import type { BetaAccess } from '@madabook/contracts';
import { useQuery } from '@tanstack/react-query';
import { DownloadIcon, SparklesIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@/components/admin/data-table';
import { EmptyState } from '@/components/admin/empty-state';
import { PageHeader } from '@/components/admin/page-header';
import { SearchInput } from '@/components/admin/search-input';
import { TableToolbar } from '@/components/admin/table-toolbar';
import { type SearchNavigate, useTableSearch } from '@/components/admin/use-table-search';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { betaAccessQueryOptions, useExportBetaAccess } from '../api/beta-access';
import type { BetaAccessSearch } from '../beta-access-search';

type BetaAccessPageProps = { search: BetaAccessSearch; navigate: SearchNavigate<BetaAccessSearch> };

/** Who asked for beta access, and a CSV of them all for the mailing tool. */
export function BetaAccessPage({ search, navigate }: BetaAccessPageProps) {
  const { t } = useTranslation('adminBetaAccess');
  const language = useLanguage();
  const table = useTableSearch(search, navigate);
  const signUps = useQuery(betaAccessQueryOptions(search));
  const exportCsv = useExportBetaAccess();
  const columns: DataTableColumn<BetaAccess>[] = [
    {
      id: 'email',
      header: t('fields.email'),
      sortable: true,
      cell: (signUp) => <span className="font-medium text-foreground">{signUp.email}</span>,
    },
    {
      id: 'createdAt',
      header: t('fields.createdAt'),
      sortable: true,
      className: 'whitespace-nowrap',
      cell: (signUp) => formatDate(signUp.createdAt, language, { dateStyle: 'medium', timeStyle: 'short' }),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button variant="outline" loading={exportCsv.isPending} onClick={() => exportCsv.mutate()}>
            <DownloadIcon aria-hidden />
            {t('export')}
          </Button>
        }
      />
      <div className="flex flex-col gap-4">
        <TableToolbar search={<SearchInput label={t('search')} {...table.searchInputProps} />} />
        <DataTable
          caption={t('caption')}
          columns={columns}
          rows={signUps.data?.items}
          rowKey={(signUp) => signUp.id}
          total={signUps.data?.total}
          {...table.tableProps}
          loading={signUps.isPlaceholderData}
          error={signUps.error}
          onRetry={() => void signUps.refetch()}
          empty={
            <EmptyState icon={SparklesIcon} title={t('empty.title')} description={t('empty.description')} />
          }
        />
      </div>
    </>
  );
}
