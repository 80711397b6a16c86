import type { Amenity } from '@madabook/contracts';
import { useQuery } from '@tanstack/react-query';
import { PencilIcon, PlusIcon, SparklesIcon, Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { DataTable, type DataTableColumn } from '@/components/admin/data-table';
import { EmptyState } from '@/components/admin/empty-state';
import { PageHeader } from '@/components/admin/page-header';
import { useDialogTarget } from '@/components/admin/use-dialog-target';
import { AmenityIcon } from '@/components/amenity-icon';
import { amenityName } from '@/components/amenity-label';
import { Button } from '@/components/ui/button';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { useLanguage } from '@/lib/i18n';
import { amenitiesQueryOptions, useDeleteAmenity } from '../api/amenities';
import { AmenityFormDialog } from './amenity-form-dialog';

/** Every amenity on one page: there are a few dozen at most, so no paging or search. */
export function AmenitiesPage() {
  const { t } = useTranslation('adminAmenities');
  const language = useLanguage();
  const amenities = useQuery(amenitiesQueryOptions);
  const editing = useDialogTarget<Amenity | null>();
  const deleting = useDialogTarget<Amenity>();
  const remove = useDeleteAmenity();

  const rows = amenities.data
    ?.slice()
    .sort((a, b) => amenityName(a, language).localeCompare(amenityName(b, language), language));
  const columns: DataTableColumn<Amenity>[] = [
    {
      id: 'icon',
      header: t('columns.icon'),
      className: 'w-16',
      cell: (amenity) => (
        <span className="flex size-8 items-center justify-center rounded-md bg-highlight text-highlight-foreground">
          <AmenityIcon icon={amenity.icon} className="size-4" />
          <span className="sr-only">{t(`icons.${amenity.icon}`)}</span>
        </span>
      ),
    },
    {
      id: 'nameFr',
      header: t('columns.nameFr'),
      cell: (amenity) => (
        <span lang="fr" className="font-medium">
          {amenity.nameFr}
        </span>
      ),
    },
    { id: 'nameEn', header: t('columns.nameEn'), cell: (amenity) => <span lang="en">{amenity.nameEn}</span> },
    {
      id: 'hotelCount',
      header: t('columns.hotels'),
      className: 'text-right tabular-nums',
      cell: (amenity) => amenity.hotelCount ?? 0,
    },
  ];
  const createButton = (
    <Button onClick={() => editing.show(null)}>
      <PlusIcon aria-hidden />
      {t('create')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} actions={createButton} />
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={rows}
        rowKey={(amenity) => amenity.id}
        rowLabel={(amenity) => amenityName(amenity, language)}
        total={rows?.length}
        page={1}
        pageSize={Math.max(rows?.length ?? 0, 1)}
        onPageChange={() => undefined}
        loading={amenities.isFetching && !amenities.isPending}
        error={amenities.error ?? undefined}
        onRetry={() => void amenities.refetch()}
        empty={
          <EmptyState icon={SparklesIcon} title={t('empty.title')} description={t('empty.description')} />
        }
        rowActions={(amenity) => (
          <>
            <DropdownMenuItem onSelect={() => editing.show(amenity)}>
              <PencilIcon aria-hidden />
              {t('actions.edit')}
            </DropdownMenuItem>
            <DropdownMenuItem variant="destructive" onSelect={() => deleting.show(amenity)}>
              <Trash2Icon aria-hidden />
              {t('actions.delete')}
            </DropdownMenuItem>
          </>
        )}
      />
      <AmenityFormDialog {...editing.dialogProps} amenity={editing.target} />
      {deleting.target && (
        <ConfirmDeleteDialog
          {...deleting.dialogProps}
          name={amenityName(deleting.target, language)}
          description={t('deleteDescription', { count: deleting.target.hotelCount ?? 0 })}
          pending={remove.isPending}
          onConfirm={() => {
            if (deleting.target) remove.mutate(deleting.target, { onSuccess: deleting.close });
          }}
        />
      )}
    </>
  );
}
