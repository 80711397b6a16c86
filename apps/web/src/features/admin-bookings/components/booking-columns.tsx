import type { Booking } from '@madabook/contracts';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/admin/data-table';
import { formatAriary, formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { BookingStatusBadge } from './booking-badges';
import { useStayText } from './use-stay-text';

export function useBookingColumns(): DataTableColumn<Booking>[] {
  const { t } = useTranslation('adminBookings');
  const language = useLanguage();
  const stayText = useStayText();
  return [
    {
      id: 'reference',
      header: t('fields.reference'),
      className: 'whitespace-nowrap',
      cell: (booking) => (
        <Link
          to="/admin/bookings/$bookingId"
          params={{ bookingId: booking.id }}
          className="font-medium font-mono text-primary hover:underline"
        >
          {booking.reference}
        </Link>
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
      id: 'hotel',
      header: t('fields.hotel'),
      className: 'min-w-40',
      cell: (booking) => booking.hotel?.name ?? '—',
    },
    {
      id: 'checkIn',
      header: t('fields.stay'),
      sortable: true,
      cell: (booking) => {
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
      cell: (booking) => <BookingStatusBadge status={booking.status} />,
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
