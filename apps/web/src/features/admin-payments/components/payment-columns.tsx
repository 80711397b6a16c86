import type { AdminPayment } from '@madabook/contracts';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/admin/data-table';
import { formatAriary, formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { PaymentStateBadge, RefundStateBadge } from './payment-badges';

const dateTime: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };

/** The payments table; a payment's date opens its detail. */
export function usePaymentColumns(onOpen: (payment: AdminPayment) => void): DataTableColumn<AdminPayment>[] {
  const { t } = useTranslation('adminPayments');
  const language = useLanguage();
  return [
    {
      id: 'createdAt',
      header: t('fields.createdAt'),
      sortable: true,
      className: 'whitespace-nowrap',
      cell: (payment) => {
        const date = formatDate(payment.createdAt, language, dateTime);
        return (
          <button
            type="button"
            aria-haspopup="dialog"
            aria-label={t('open', { reference: payment.bookingReference, date })}
            className="rounded-sm font-medium text-primary underline-offset-4 hover:underline"
            onClick={() => onOpen(payment)}
          >
            {date}
          </button>
        );
      },
    },
    {
      id: 'booking',
      header: t('fields.booking'),
      className: 'whitespace-nowrap',
      cell: (payment) => (
        <Link
          to="/admin/bookings/$bookingId"
          params={{ bookingId: payment.bookingId }}
          className="font-mono text-primary hover:underline"
        >
          {payment.bookingReference}
        </Link>
      ),
    },
    { id: 'guest', header: t('fields.guest'), cell: (payment) => payment.guestName },
    {
      id: 'method',
      header: t('fields.method'),
      className: 'whitespace-nowrap',
      cell: (payment) => t(`method.${payment.method}`),
    },
    {
      id: 'amount',
      header: t('fields.amount'),
      className: 'whitespace-nowrap text-right tabular-nums',
      cell: (payment) => formatAriary(payment.amount, language),
    },
    {
      id: 'status',
      header: t('fields.status'),
      cell: (payment) => <PaymentStateBadge status={payment.status} />,
    },
    {
      id: 'providerReference',
      header: t('fields.providerReference'),
      cell: (payment) =>
        payment.providerReference ? (
          <span className="break-all font-mono text-xs">{payment.providerReference}</span>
        ) : (
          '—'
        ),
    },
    {
      id: 'refund',
      header: t('fields.refund'),
      cell: (payment) =>
        payment.refund ? (
          <span className="flex flex-col items-start gap-0.5">
            <RefundStateBadge status={payment.refund.status} />
            <span className="whitespace-nowrap text-muted-foreground text-xs tabular-nums">
              {formatAriary(payment.refund.amount, language)}
            </span>
          </span>
        ) : (
          '—'
        ),
    },
  ];
}
