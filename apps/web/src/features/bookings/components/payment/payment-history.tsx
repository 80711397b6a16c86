import type { Payment } from '@madabook/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { formatAriary, formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

const stateVariants: Record<Payment['status'], BadgeProps['variant']> = {
  PENDING: 'outline',
  SUCCEEDED: 'ravinala',
  FAILED: 'destructive',
  EXPIRED: 'secondary',
};

/** What the hotel is to take on arrival is money to come, shown with the amounts, until the hotel has it. */
const isMade = (payment: Payment) => payment.method !== 'PAY_AT_PROPERTY' || payment.status === 'SUCCEEDED';

function RefundLine({ refund }: { refund: NonNullable<Payment['refund']> }) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  // A refund made has its day (SUCCEEDED); the others are still to come.
  const date = refund.completedAt && formatDate(refund.completedAt, language, { dateStyle: 'long' });
  return (
    <p className="text-foreground text-sm">
      {t(`history.refund.${refund.status}`, { amount: formatAriary(refund.amount, language), date })}
    </p>
  );
}

/** Every payment of a booking tried or made, newest first, with its state and any refund. */
export function PaymentHistory({ payments }: { payments: readonly Payment[] }) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const headingId = useId();
  const shown = payments.filter(isMade).toSorted((a, b) => b.createdAt.localeCompare(a.createdAt));
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="font-semibold text-foreground">
        {t('history.title')}
      </h3>
      <ul className="flex flex-col divide-y rounded-lg border">
        {shown.map((payment) => (
          <li key={payment.id} className="flex flex-col gap-1.5 p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold text-foreground">{formatAriary(payment.amount, language)}</span>
              <Badge variant={stateVariants[payment.status]}>{t(`history.state.${payment.status}`)}</Badge>
            </div>
            <p className="text-muted-foreground text-sm">
              {t('history.made', {
                method: t(`method.${payment.method}`),
                date: formatDate(payment.completedAt ?? payment.createdAt, language, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }),
              })}
              {payment.transactionId && <> · {t('history.transaction', { id: payment.transactionId })}</>}
            </p>
            {payment.refund && <RefundLine refund={payment.refund} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
