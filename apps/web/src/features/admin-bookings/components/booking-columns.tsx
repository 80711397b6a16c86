import type { Booking } from '@madabook/contracts';
import { HotelIcon, PlaneIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/admin/data-table';
import { formatAriary, formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import type { BookingsScope } from '../bookings-scope';
import { BookingSourceBadge, BookingStatusBadge } from './booking-badges';
import { BookingLink } from './booking-links';
import { useFlightText } from './use-flight-text';
import { useStayText } from './use-stay-text';

/** "2 × Bungalow, 1 × Suite": what a hotel's own list says of a stay, the hotel going without saying. */
const roomsOf = (booking: Booking) =>
  booking.rooms.map((room) => `${room.quantity} × ${room.roomName}`).join(', ');

export function useBookingColumns(scope: BookingsScope): DataTableColumn<Booking>[] {
  const { t } = useTranslation('adminBookings');
  const language = useLanguage();
  const stayText = useStayText();
  const flightText = useFlightText();
  return [
    {
      id: 'reference',
      header: t('fields.reference'),
      className: 'whitespace-nowrap',
      cell: (booking) => (
        <BookingLink
          scope={scope}
          bookingId={booking.id}
          className={
            scope.kind === 'airline'
              ? 'font-medium font-mono'
              : 'font-medium font-mono text-primary hover:underline'
          }
        >
          {booking.reference}
        </BookingLink>
      ),
    },
    {
      id: 'guest',
      header: t('fields.guest'),
      cell: (booking) => (
        <span className="flex flex-col">
          <span className="font-medium text-foreground">{booking.guest.name}</span>
          <span className="text-muted-foreground text-xs">{booking.guest.email}</span>
        </span>
      ),
    },
    {
      id: 'item',
      header: { platform: t('fields.item'), hotel: t('detail.rooms'), airline: t('detail.flights') }[
        scope.kind
      ],
      className: 'min-w-44',
      cell: (booking) => {
        // A hotel's own list holds its stays only: their rooms say it all.
        if (scope.kind === 'hotel') return roomsOf(booking) || '—';
        const flight = flightText(booking);
        const Icon = booking.kind === 'FLIGHT' ? PlaneIcon : HotelIcon;
        return (
          <span className="flex items-start gap-2">
            <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <span className="sr-only">{t(`kinds.${booking.kind}`)} :</span>
            {flight ? (
              <span className="flex flex-col">
                <span className="whitespace-nowrap font-medium font-mono text-foreground">
                  {flight.route}
                </span>
                <span className="whitespace-nowrap font-mono text-muted-foreground text-xs">
                  {flight.flightNumbers}
                </span>
                <span className="whitespace-nowrap text-muted-foreground text-xs">
                  {flight.trip} · {flight.passengers}
                </span>
              </span>
            ) : (
              <span>{booking.hotel?.name ?? '—'}</span>
            )}
          </span>
        );
      },
    },
    {
      id: 'checkIn',
      header: t('fields.dates'),
      sortable: true,
      cell: (booking) => {
        const flight = flightText(booking);
        if (flight) return <span className="whitespace-nowrap">{flight.dates}</span>;
        const stay = stayText(booking);
        if (!stay) return '—';
        return (
          <span className="flex flex-col whitespace-nowrap">
            <span>{stay.dates}</span>
            <span className="text-muted-foreground text-xs">{stay.nights}</span>
          </span>
        );
      },
    },
    {
      id: 'total',
      header: t('fields.total'),
      sortable: true,
      className: 'whitespace-nowrap text-right tabular-nums',
      cell: (booking) => formatAriary(booking.total, language),
    },
    {
      id: 'status',
      header: t('fields.status'),
      cell: (booking) => (
        <span className="flex flex-col items-start gap-1">
          <BookingStatusBadge status={booking.status} />
          {/* How a stay came: online, or taken by the hotel (a journey is always online). */}
          {booking.kind === 'HOTEL' && <BookingSourceBadge source={booking.source} />}
          {booking.cancelledBy === 'AIRLINE' && (
            <span className="whitespace-nowrap text-muted-foreground text-xs">{t('cancelledByAirline')}</span>
          )}
        </span>
      ),
    },
    {
      id: 'createdAt',
      header: t('fields.createdAt'),
      sortable: true,
      className: 'whitespace-nowrap',
      cell: (booking) => formatDate(booking.createdAt, language, { dateStyle: 'medium' }),
    },
  ];
}
