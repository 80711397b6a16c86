import { type Airport, intlLocales } from '@madabook/contracts';
import { useQuery } from '@tanstack/react-query';
import { Building2Icon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { DataTable, type DataTableColumn } from '@/components/admin/data-table';
import { EmptyState } from '@/components/admin/empty-state';
import { useDialogTarget } from '@/components/admin/use-dialog-target';
import { Button } from '@/components/ui/button';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { useLanguage } from '@/lib/i18n';
import { airportsQueryOptions, useDeleteAirport } from '../api/airports';
import { utcOffsetText } from '../local-time';
import { AirportFormDialog } from './airport-form-dialog';
import { SectionHeader } from './flights-layout';

/** Every airport of the network on one page: a few dozen at most, so no paging or search. */
export function AirportsPage() {
  const { t } = useTranslation('adminFlights');
  const language = useLanguage();
  const airports = useQuery(airportsQueryOptions());
  const editing = useDialogTarget<Airport | null>();
  const deleting = useDialogTarget<Airport>();
  const remove = useDeleteAirport();
  const coordinate = new Intl.NumberFormat(intlLocales[language], { maximumFractionDigits: 4 });
  const rows = airports.data;

  const columns: DataTableColumn<Airport>[] = [
    {
      id: 'code',
      header: t('airports.columns.code'),
      className: 'w-20',
      cell: (airport) => <span className="font-mono font-semibold text-foreground">{airport.code}</span>,
    },
    {
      id: 'name',
      header: t('airports.columns.name'),
      className: 'min-w-48',
      cell: (airport) => <span className="font-medium">{airport.name}</span>,
    },
    { id: 'city', header: t('airports.columns.city'), cell: (airport) => airport.city },
    {
      id: 'country',
      header: t('airports.columns.country'),
      cell: (airport) => <span className="font-mono">{airport.country}</span>,
    },
    {
      id: 'timeZone',
      header: t('airports.columns.timeZone'),
      cell: (airport) => (
        <span className="flex flex-col whitespace-nowrap">
          <span>{airport.timeZone}</span>
          <span className="text-muted-foreground text-xs">{utcOffsetText(airport.timeZone)}</span>
        </span>
      ),
    },
    {
      id: 'coordinates',
      header: t('airports.columns.coordinates'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (airport) => `${coordinate.format(airport.latitude)}, ${coordinate.format(airport.longitude)}`,
    },
  ];

  return (
    <>
      <SectionHeader
        title={t('airports.title')}
        description={t('airports.description')}
        actions={
          <Button onClick={() => editing.show(null)}>
            <PlusIcon aria-hidden />
            {t('airports.create')}
          </Button>
        }
      />
      <DataTable
        caption={t('airports.caption')}
        columns={columns}
        rows={rows}
        rowKey={(airport) => airport.code}
        rowLabel={(airport) => `${airport.code} ${airport.name}`}
        total={rows?.length}
        page={1}
        pageSize={Math.max(rows?.length ?? 0, 1)}
        onPageChange={() => undefined}
        loading={airports.isFetching && !airports.isPending}
        error={airports.error ?? undefined}
        onRetry={() => void airports.refetch()}
        empty={
          <EmptyState
            icon={Building2Icon}
            title={t('airports.empty.title')}
            description={t('airports.empty.description')}
          />
        }
        rowActions={(airport) => (
          <>
            <DropdownMenuItem onSelect={() => editing.show(airport)}>
              <PencilIcon aria-hidden />
              {t('airports.actions.edit')}
            </DropdownMenuItem>
            <DropdownMenuItem variant="destructive" onSelect={() => deleting.show(airport)}>
              <Trash2Icon aria-hidden />
              {t('airports.actions.delete')}
            </DropdownMenuItem>
          </>
        )}
      />
      <AirportFormDialog {...editing.dialogProps} airport={editing.target} />
      {deleting.target && (
        <ConfirmDeleteDialog
          {...deleting.dialogProps}
          name={`${deleting.target.code} ${deleting.target.name}`}
          description={t('airports.deleteDescription')}
          pending={remove.isPending}
          onConfirm={() => {
            if (deleting.target) remove.mutate(deleting.target, { onSuccess: deleting.close });
          }}
        />
      )}
    </>
  );
}
