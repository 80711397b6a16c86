import type { Amenity, Hotel } from '@madabook/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import {
  ArchiveIcon,
  ArchiveRestoreIcon,
  BuildingIcon,
  ExternalLinkIcon,
  PencilIcon,
  PlusIcon,
  Trash2Icon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@/components/admin/data-table';
import { EmptyState } from '@/components/admin/empty-state';
import { PageHeader } from '@/components/admin/page-header';
import { TableToolbar } from '@/components/admin/table-toolbar';
import { type SearchNavigate, useTableSearch } from '@/components/admin/use-table-search';
import { Button } from '@/components/ui/button';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { hotelListQueryOptions } from '../api/hotels';
import { type HotelActions, useHotelActions } from '../hooks/use-hotel-actions';
import type { HotelsSearch } from '../hotels-search';
import { ArchivedBadge, StarRating, TierBadge } from './hotel-badges';
import { HotelDialogs } from './hotel-dialogs';
import { HotelFilters } from './hotel-filters';

type HotelsPageProps = {
  search: HotelsSearch;
  navigate: SearchNavigate<HotelsSearch>;
  /** Every amenity, for the create and edit dialogs. */
  amenities: Amenity[] | undefined;
};

export function HotelsPage({ search, navigate, amenities }: HotelsPageProps) {
  const { t } = useTranslation('adminHotels');
  const goTo = useNavigate();
  const table = useTableSearch(search, navigate);
  const hotels = useQuery(hotelListQueryOptions(search));
  const actions = useHotelActions();
  const columns = useHotelColumns();
  const filtered = Boolean(search.q || search.city || search.tier || search.archived);

  return (
    <>
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={
          <Button onClick={actions.create}>
            <PlusIcon aria-hidden />
            {t('list.create')}
          </Button>
        }
      />
      <div className="flex flex-col gap-4">
        <TableToolbar>
          <HotelFilters table={table} />
        </TableToolbar>
        <DataTable
          caption={t('list.caption')}
          columns={columns}
          rows={hotels.data?.items}
          rowKey={(hotel) => hotel.id}
          rowLabel={(hotel) => hotel.name}
          total={hotels.data?.total}
          {...table.tableProps}
          loading={hotels.isPlaceholderData}
          error={hotels.error ?? undefined}
          onRetry={() => void hotels.refetch()}
          empty={
            <EmptyState
              icon={BuildingIcon}
              title={filtered ? t('list.noMatch') : t('list.empty')}
              description={filtered ? t('list.noMatchHint') : t('list.emptyHint')}
            />
          }
          rowActions={(hotel) => <HotelRowActions hotel={hotel} actions={actions} />}
        />
      </div>
      <HotelDialogs
        actions={actions}
        amenities={amenities}
        onSaved={(hotel, created) => {
          if (created) void goTo({ to: '/admin/hotel/$hotelId', params: { hotelId: hotel.id } });
        }}
      />
    </>
  );
}

function useHotelColumns(): DataTableColumn<Hotel>[] {
  const { t } = useTranslation('adminHotels');
  const language = useLanguage();
  return [
    {
      id: 'name',
      header: t('columns.name'),
      sortable: true,
      cell: (hotel) => (
        <Link
          to="/admin/hotel/$hotelId"
          params={{ hotelId: hotel.id }}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {hotel.name}
        </Link>
      ),
    },
    { id: 'city', header: t('columns.city'), sortable: true, cell: (hotel) => hotel.city },
    {
      id: 'stars',
      header: t('columns.stars'),
      sortable: true,
      cell: (hotel) => <StarRating stars={hotel.stars} />,
    },
    {
      id: 'tier',
      header: t('columns.tier'),
      sortable: true,
      cell: (hotel) => <TierBadge tier={hotel.tier} />,
    },
    {
      id: 'rooms',
      header: t('columns.rooms'),
      className: 'text-right tabular-nums',
      cell: (hotel) => hotel.roomCount,
    },
    {
      id: 'status',
      header: t('columns.status'),
      cell: (hotel) => <ArchivedBadge archived={hotel.archived} />,
    },
    {
      id: 'updatedAt',
      header: t('columns.updatedAt'),
      sortable: true,
      className: 'whitespace-nowrap',
      cell: (hotel) => formatDate(hotel.updatedAt, language, { dateStyle: 'medium' }),
    },
  ];
}

function HotelRowActions({ hotel, actions }: { hotel: Hotel; actions: HotelActions }) {
  const { t } = useTranslation('adminHotels');
  return (
    <>
      <DropdownMenuItem asChild>
        <Link to="/admin/hotel/$hotelId" params={{ hotelId: hotel.id }}>
          <ExternalLinkIcon aria-hidden />
          {t('actions.open')}
        </Link>
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => actions.edit(hotel)}>
        <PencilIcon aria-hidden />
        {t('actions.edit')}
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => actions.toggleArchive(hotel)}>
        {hotel.archived ? <ArchiveRestoreIcon aria-hidden /> : <ArchiveIcon aria-hidden />}
        {hotel.archived ? t('actions.unarchive') : t('actions.archive')}
      </DropdownMenuItem>
      <DropdownMenuSeparator />
      <DropdownMenuItem variant="destructive" onSelect={() => actions.remove(hotel)}>
        <Trash2Icon aria-hidden />
        {t('actions.delete')}
      </DropdownMenuItem>
    </>
  );
}
