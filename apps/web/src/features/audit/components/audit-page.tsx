import { useQuery } from '@tanstack/react-query';
import { HistoryIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/admin/data-table';
import { DateRangeFilter } from '@/components/admin/date-filter';
import { EmptyState } from '@/components/admin/empty-state';
import { type FilterOption, FilterSelect } from '@/components/admin/filter-select';
import { PageHeader } from '@/components/admin/page-header';
import { SearchInput } from '@/components/admin/search-input';
import { TableToolbar } from '@/components/admin/table-toolbar';
import { type SearchNavigate, useTableSearch } from '@/components/admin/use-table-search';
import { auditQueryOptions } from '../api/audit';
import { type AuditSearch, auditEntityTypes } from '../audit-search';
import { AuditChanges } from './audit-changes';
import { useAuditColumns } from './audit-columns';

type AuditPageProps = {
  search: AuditSearch;
  navigate: SearchNavigate<AuditSearch>;
  /** The people who may appear as authors: the administrators, or a property's team. */
  actors: ReadonlyArray<FilterOption<string>>;
  /** One property's log instead of the whole back office's: its API path and its heading. */
  log?: { path: string; title: string; description: string };
};

/** Who changed what in the back office, and when; each entry opens on its changes. */
export function AuditPage({ search, navigate, actors, log }: AuditPageProps) {
  const { t } = useTranslation('adminAudit');
  const table = useTableSearch(search, navigate);
  const entries = useQuery(auditQueryOptions(search, log?.path));
  const columns = useAuditColumns();
  return (
    <>
      <PageHeader title={log?.title ?? t('title')} description={log?.description ?? t('description')} />
      <div className="flex flex-col gap-4">
        <TableToolbar
          search={
            <SearchInput
              label={t('search')}
              placeholder={t('searchPlaceholder')}
              {...table.searchInputProps}
            />
          }
        >
          <FilterSelect
            label={t('fields.entity')}
            value={search.entityType}
            options={auditEntityTypes.map((type) => ({ value: type, label: t(`entityTypes.${type}`) }))}
            onChange={(entityType) => table.setFilters({ entityType })}
          />
          <FilterSelect
            label={t('fields.actor')}
            value={search.actorId}
            options={actors}
            onChange={(actorId) => table.setFilters({ actorId })}
          />
          <SearchInput
            label={t('fields.action')}
            placeholder={t('actionPlaceholder')}
            value={search.action}
            onSearch={(action) => table.setFilters({ action })}
          />
          <DateRangeFilter
            labels={{ from: t('from'), to: t('to') }}
            from={search.from}
            to={search.to}
            onChange={table.setFilters}
          />
        </TableToolbar>
        <DataTable
          caption={t('caption')}
          columns={columns}
          rows={entries.data?.items}
          rowKey={(entry) => entry.id}
          rowLabel={(entry) => `${entry.action} ${entry.entityId}`}
          rowDetails={(entry) => <AuditChanges entry={entry} />}
          total={entries.data?.total}
          {...table.tableProps}
          loading={entries.isPlaceholderData}
          error={entries.error}
          onRetry={() => void entries.refetch()}
          empty={
            <EmptyState icon={HistoryIcon} title={t('empty.title')} description={t('empty.description')} />
          }
        />
      </div>
    </>
  );
}
