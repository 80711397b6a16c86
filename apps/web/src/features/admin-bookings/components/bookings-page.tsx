import type { Booking } from '@madabook/contracts';
import { bookingKinds, bookingStatuses } from '@madabook/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BanIcon, CalendarXIcon, EyeIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/admin/data-table';
import { DateRangeFilter } from '@/components/admin/date-filter';
import { EmptyState } from '@/components/admin/empty-state';
import { FilterSelect } from '@/components/admin/filter-select';
import { PageHeader } from '@/components/admin/page-header';
import { SearchInput } from '@/components/admin/search-input';
import { TableToolbar } from '@/components/admin/table-toolbar';
import { useDialogTarget } from '@/components/admin/use-dialog-target';
import { type SearchNavigate, useTableSearch } from '@/components/admin/use-table-search';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';
import { bookingsQueryOptions, hotelChoicesQueryOptions } from '../api/admin-bookings';
import type { BookingsSearch } from '../bookings-search';
import { useBookingColumns } from './booking-columns';
import { CancelBookingDialog } from './cancel-booking-dialog';

type BookingsPageProps = { search: BookingsSearch; navigate: SearchNavigate<BookingsSearch> };

/** Every booking, hotel stays and flights, narrowed by kind, hotel, status, reference, guest or dates. */
export function BookingsPage({ search, navigate }: BookingsPageProps) {
  const { t } = useTranslation('adminBookings');
  const table = useTableSearch(search, navigate);
  const bookings = useQuery(bookingsQueryOptions(search));
  const hotels = useQuery(hotelChoicesQueryOptions).data?.items ?? [];
  const columns = useBookingColumns();
  const cancelling = useDialogTarget<Booking>();
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <div className="flex flex-col gap-4">
        <TableToolbar
          search={
            <SearchInput
              label={t('filters.reference')}
              placeholder={t('filters.referencePlaceholder')}
              value={search.reference}
              onSearch={(reference) => table.setFilters({ reference })}
            />
          }
        >
          <SearchInput
            label={t('filters.guest')}
            placeholder={t('filters.guestPlaceholder')}
            value={search.guest}
            onSearch={(guest) => table.setFilters({ guest })}
          />
          <FilterSelect
            label={t('fields.kind')}
            value={search.kind}
            options={bookingKinds.map((kind) => ({ value: kind, label: t(`kindFilter.${kind}`) }))}
            // A flight has no hotel: the hotel filter goes with the flights.
            onChange={(kind) => table.setFilters(kind === 'FLIGHT' ? { kind, hotelId: undefined } : { kind })}
          />
          {search.kind !== 'FLIGHT' && (
            <FilterSelect
              label={t('fields.hotel')}
              value={search.hotelId}
              options={hotels.map((hotel) => ({ value: hotel.id, label: hotel.name }))}
              onChange={(hotelId) => table.setFilters({ hotelId })}
            />
          )}
          <FilterSelect
            label={t('fields.status')}
            value={search.status}
            options={bookingStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
            onChange={(status) => table.setFilters({ status })}
          />
          <DateRangeFilter
            labels={
              search.kind === 'FLIGHT'
                ? { from: t('filters.flyingFrom'), to: t('filters.flyingTo') }
                : search.kind === 'HOTEL'
                  ? { from: t('filters.from'), to: t('filters.to') }
                  : { from: t('filters.travelFrom'), to: t('filters.travelTo') }
            }
            from={search.from}
            to={search.to}
            onChange={table.setFilters}
          />
        </TableToolbar>
        <DataTable
          caption={t('caption')}
          columns={columns}
          rows={bookings.data?.items}
          rowKey={(booking) => booking.id}
          rowLabel={(booking) => booking.reference}
          total={bookings.data?.total}
          {...table.tableProps}
          loading={bookings.isPlaceholderData}
          error={bookings.error}
          onRetry={() => void bookings.refetch()}
          empty={
            <EmptyState icon={CalendarXIcon} title={t('empty.title')} description={t('empty.description')} />
          }
          rowActions={(booking) => (
            <>
              <DropdownMenuItem asChild>
                <Link to="/admin/bookings/$bookingId" params={{ bookingId: booking.id }}>
                  <EyeIcon aria-hidden />
                  {t('actions.view')}
                </Link>
              </DropdownMenuItem>
              <DropdownMenuSeparator />
              <DropdownMenuItem
                variant="destructive"
                disabled={booking.status !== 'CONFIRMED'}
                onSelect={() => cancelling.show(booking)}
              >
                <BanIcon aria-hidden />
                {t('actions.cancel')}
              </DropdownMenuItem>
            </>
          )}
        />
      </div>
      <CancelBookingDialog booking={cancelling.target} {...cancelling.dialogProps} />
    </>
  );
}
