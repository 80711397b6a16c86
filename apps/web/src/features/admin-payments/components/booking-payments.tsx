import type { Booking, Payment } from '@madabook/contracts';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailList } from '@/components/admin/detail-list';
import { useDialogTarget } from '@/components/admin/use-dialog-target';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatAriary, formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import type { PaymentAction, PaymentActionRequest } from '../payment-actions';
import { PaymentActionButtons } from './payment-action-controls';
import { PaymentActionDialog } from './payment-action-dialog';
import { PaymentStateBadge, RefundStateBadge } from './payment-badges';

/** A booking's money: what it costs, what came in, what is due before it is confirmed, and each payment. */
export function BookingPayments({ booking }: { booking: Booking }) {
  const { t } = useTranslation('adminPayments');
  const language = useLanguage();
  const acting = useDialogTarget<PaymentActionRequest>();
  const money = (amount: number) => formatAriary(amount, language);
  const heldUntil = booking.status === 'PENDING_PAYMENT' ? booking.holdExpiresAt : null;
  const ask = (payment: Payment) => (action: PaymentAction) =>
    acting.show({ action, payment, reference: booking.reference, guest: booking.guest.name });
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('booking.title')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <DetailList
          className="lg:grid-cols-4"
          items={[
            { label: t('booking.total'), value: money(booking.total) },
            { label: t('booking.paid'), value: money(booking.amountPaid) },
            { label: t('booking.dueNow'), value: money(booking.amountDueNow) },
            ...(heldUntil
              ? [
                  {
                    label: t('booking.holdUntil'),
                    value: formatDate(heldUntil, language, { dateStyle: 'medium', timeStyle: 'short' }),
                  },
                ]
              : []),
          ]}
        />
        <section aria-label={t('booking.payments')} className="flex flex-col gap-3">
          {booking.payments.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t('booking.none')}</p>
          ) : (
            <ul className="flex flex-col divide-y rounded-lg border">
              {booking.payments.map((payment) => (
                <BookingPayment key={payment.id} payment={payment} onAction={ask(payment)} />
              ))}
            </ul>
          )}
          <Link
            to="/admin/payments"
            search={{ q: booking.reference }}
            className="w-fit text-primary text-sm underline-offset-4 hover:underline"
          >
            {t('booking.seeInList')}
          </Link>
        </section>
      </CardContent>
      <PaymentActionDialog request={acting.target} {...acting.dialogProps} />
    </Card>
  );
}

function BookingPayment({
  payment,
  onAction,
}: {
  payment: Payment;
  onAction: (action: PaymentAction) => void;
}) {
  const { t } = useTranslation('adminPayments');
  const language = useLanguage();
  const summaryId = useId();
  const money = (amount: number) => formatAriary(amount, language);
  return (
    <li className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1.5 text-sm">
        <p id={summaryId} className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-foreground">
            {t(`method.${payment.method}`)} · {money(payment.amount)}
          </span>
          <PaymentStateBadge status={payment.status} />
        </p>
        {payment.refund && (
          <p className="flex flex-wrap items-center gap-2">
            <span>{t('refundOf', { amount: money(payment.refund.amount) })}</span>
            <RefundStateBadge status={payment.refund.status} />
          </p>
        )}
        <p className="break-all text-muted-foreground text-xs">
          {t('booking.createdAt', {
            date: formatDate(payment.createdAt, language, { dateStyle: 'medium', timeStyle: 'short' }),
          })}
          {payment.transactionId && ` · ${t('fields.transactionId')} ${payment.transactionId}`}
        </p>
      </div>
      <PaymentActionButtons payment={payment} onAction={onAction} describedBy={summaryId} />
    </li>
  );
}
