import type { Booking } from '@madabook/contracts';
import { bookingKinds, bookingStatuses } from '@madabook/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BanIcon, CalendarXIcon, DownloadIcon, EyeIcon, PlusIcon } from 'lucide-react';
import type { ReactNode } from 'react';
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
import { Button } from '@/components/ui/button';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';
import { bookingsQueryOptions, hotelChoicesQueryOptions, useExportBookings } from '../api/admin-bookings';
import { type BookingsScope, bookingsExportPath } from '../bookings-scope';
import type { BookingsSearch } from '../bookings-search';
import { hotelMayCancel } from '../desk-rules';
import { useBookingColumns } from './booking-columns';
import { BookingLink } from './booking-links';
import { CancelBookingDialog } from './cancel-booking-dialog';

type BookingsPageProps = {
  search: BookingsSearch;
  navigate: SearchNavigate<BookingsSearch>;
  /** Every booking (the back office), a hotel's or an airline's. */
  scope: BookingsScope;
  /** Under the heading: a setting of the page's property (a hotel's booking mails). */
  settings?: ReactNode;
};

/** Who may cancel what from the list: the platform a confirmed booking, a hotel a stay not begun; an airline nothing. */
const mayCancel: Record<BookingsScope['kind'], ((booking: Booking) => boolean) | undefined> = {
  platform: (booking) => booking.status === 'CONFIRMED',
  hotel: hotelMayCancel,
  airline: undefined,
};

/** Bookings of the scope, narrowed by kind, hotel, status, reference, guest or dates, and exported as CSV. */
export function BookingsPage({ search, navigate, scope, settings }: BookingsPageProps) {
  const { t } = useTranslation('adminBookings');
  const table = useTableSearch(search, navigate);
  const bookings = useQuery(bookingsQueryOptions(scope, search));
  const hotels =
    useQuery({ ...hotelChoicesQueryOptions, enabled: scope.kind === 'platform' }).data?.items ?? [];
  const columns = useBookingColumns(scope);
  const cancelling = useDialogTarget<Booking>();
  const exportPath = bookingsExportPath(scope);
  const cancellable = mayCancel[scope.kind];
  const kind =
    scope.kind === 'platform'
      ? search.kind
      : { hotel: 'HOTEL' as const, airline: 'FLIGHT' as const }[scope.kind];
  return (
    <>
      <PageHeader
        title={t('title')}
        description={t(`descriptions.${scope.kind}`)}
        actions={
          scope.kind === 'hotel' && (
            <Button asChild>
              <Link to="/partner/hotels/$hotelId/bookings/new" params={{ hotelId: scope.hotelId }}>
                <PlusIcon aria-hidden />
                {t('actions.new')}
              </Link>
            </Button>
          )
        }
      />
      <div className="flex flex-col gap-4">
        {settings}
        <TableToolbar
          search={
            <SearchInput
              label={t('filters.reference')}
              placeholder={t('filters.referencePlaceholder')}
              value={search.reference}
              onSearch={(reference) => table.setFilters({ reference })}
            />
          }
          actions={
            exportPath && <ExportBookingsButton scope={scope} exportPath={exportPath} search={search} />
          }
        >
          <SearchInput
            label={t('filters.guest')}
            placeholder={t('filters.guestPlaceholder')}
            value={search.guest}
            onSearch={(guest) => table.setFilters({ guest })}
          />
          {scope.kind === 'platform' && (
            <FilterSelect
              label={t('fields.kind')}
              value={search.kind}
              options={bookingKinds.map((kind) => ({ value: kind, label: t(`kindFilter.${kind}`) }))}
              // A flight has no hotel: the hotel filter goes with the flights.
              onChange={(kind) =>
                table.setFilters(kind === 'FLIGHT' ? { kind, hotelId: undefined } : { kind })
              }
            />
          )}
          {scope.kind === 'platform' && search.kind !== 'FLIGHT' && (
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
              kind === 'FLIGHT'
                ? { from: t('filters.flyingFrom'), to: t('filters.flyingTo') }
                : kind === 'HOTEL'
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
          rowActions={
            cancellable &&
            ((booking) => (
              <>
                <DropdownMenuItem asChild>
                  <BookingLink scope={scope} bookingId={booking.id}>
                    <EyeIcon aria-hidden />
                    {t('actions.view')}
                  </BookingLink>
                </DropdownMenuItem>
                <DropdownMenuSeparator />
                <DropdownMenuItem
                  variant="destructive"
                  disabled={!cancellable(booking)}
                  onSelect={() => cancelling.show(booking)}
                >
                  <BanIcon aria-hidden />
                  {t('actions.cancel')}
                </DropdownMenuItem>
              </>
            ))
          }
        />
      </div>
      {cancellable && <CancelBookingDialog booking={cancelling.target} {...cancelling.dialogProps} />}
    </>
  );
}

function ExportBookingsButton({
  scope,
  exportPath,
  search,
}: {
  scope: BookingsScope;
  exportPath: string;
  search: BookingsSearch;
}) {
  const { t } = useTranslation('adminBookings');
  const exportCsv = useExportBookings(scope, exportPath);
  return (
    <Button variant="outline" loading={exportCsv.isPending} onClick={() => exportCsv.mutate(search)}>
      <DownloadIcon aria-hidden />
      {t('actions.export')}
    </Button>
  );
}
