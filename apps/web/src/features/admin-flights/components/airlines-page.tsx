import type { Airline } from '@madabook/contracts';
import { useQuery } from '@tanstack/react-query';
import { PencilIcon, PlusIcon, TicketsPlaneIcon, Trash2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { DataTable, type DataTableColumn } from '@/components/admin/data-table';
import { EmptyState } from '@/components/admin/empty-state';
import { useDialogTarget } from '@/components/admin/use-dialog-target';
import { Button } from '@/components/ui/button';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { airlinesQueryOptions, useDeleteAirline } from '../api/airlines';
import { AirlineFormDialog } from './airline-form-dialog';
import { AirlineSwatch } from './flight-parts';
import { SectionHeader } from './flights-layout';

/** The carriers that fly the network, with the colour that marks their flights; each row opens on `team`. */
export function AirlinesPage({ team }: { team?: (airline: Airline) => ReactNode }) {
  const { t } = useTranslation('adminFlights');
  const airlines = useQuery(airlinesQueryOptions);
  const editing = useDialogTarget<Airline | null>();
  const deleting = useDialogTarget<Airline>();
  const remove = useDeleteAirline();
  const rows = airlines.data;

  const columns: DataTableColumn<Airline>[] = [
    {
      id: 'code',
      header: t('airlines.columns.code'),
      className: 'w-20',
      cell: (airline) => <span className="font-mono font-semibold text-foreground">{airline.code}</span>,
    },
    {
      id: 'name',
      header: t('airlines.columns.name'),
      className: 'min-w-40',
      cell: (airline) => <span className="font-medium">{airline.name}</span>,
    },
    {
      id: 'color',
      header: t('airlines.columns.color'),
      cell: (airline) => (
        <span className="flex items-center gap-2">
          <AirlineSwatch color={airline.color} className="size-5 rounded-md" />
          <span className="font-mono text-muted-foreground text-xs">{airline.color.toUpperCase()}</span>
        </span>
      ),
    },
  ];

  return (
    <>
      <SectionHeader
        title={t('airlines.title')}
        description={t('airlines.description')}
        actions={
          <Button onClick={() => editing.show(null)}>
            <PlusIcon aria-hidden />
            {t('airlines.create')}
          </Button>
        }
      />
      <DataTable
        caption={t('airlines.caption')}
        columns={columns}
        rows={rows}
        rowKey={(airline) => airline.code}
        rowLabel={(airline) => airline.name}
        rowDetails={team}
        total={rows?.length}
        page={1}
        pageSize={Math.max(rows?.length ?? 0, 1)}
        onPageChange={() => undefined}
        loading={airlines.isFetching && !airlines.isPending}
        error={airlines.error ?? undefined}
        onRetry={() => void airlines.refetch()}
        empty={
          <EmptyState
            icon={TicketsPlaneIcon}
            title={t('airlines.empty.title')}
            description={t('airlines.empty.description')}
          />
        }
        rowActions={(airline) => (
          <>
            <DropdownMenuItem onSelect={() => editing.show(airline)}>
              <PencilIcon aria-hidden />
              {t('airlines.actions.edit')}
            </DropdownMenuItem>
            <DropdownMenuItem variant="destructive" onSelect={() => deleting.show(airline)}>
              <Trash2Icon aria-hidden />
              {t('airlines.actions.delete')}
            </DropdownMenuItem>
          </>
        )}
      />
      <AirlineFormDialog {...editing.dialogProps} airline={editing.target} />
      {deleting.target && (
        <ConfirmDeleteDialog
          {...deleting.dialogProps}
          name={deleting.target.name}
          description={t('airlines.deleteDescription')}
          pending={remove.isPending}
          onConfirm={() => {
            if (deleting.target) remove.mutate(deleting.target, { onSuccess: deleting.close });
          }}
        />
      )}
    </>
  );
}
