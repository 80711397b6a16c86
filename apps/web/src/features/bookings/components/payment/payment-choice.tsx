import type { Booking } from '@madabook/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { formatAriary } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { apiErrorMessage } from '@/lib/toasts';
import { paymentMethodsQueryOptions } from '../../api/payments';
import { PaymentMethodForm } from './payment-method-form';

type PaymentChoiceProps = {
  booking: Booking;
  underWay: boolean;
  onStarted: (paymentId: string) => void;
};

/**
 * How the booking may be paid now, from the API. What is due before confirmation is asked for at
 * once, and so is the choice where paying at the hotel is one; paying the rest online ahead of the
 * hotel (after a deposit, or a journey booked unpaid) opens behind a button.
 */
export function PaymentChoice({ booking, underWay, onStarted }: PaymentChoiceProps) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const methods = useQuery(paymentMethodsQueryOptions(booking.id));
  const [optionalOpen, setOptionalOpen] = useState(false);
  const formId = useId();

  if (methods.isPending) {
    return (
      <div role="status" aria-label={t('choose.loading')} className="grid gap-3 sm:grid-cols-2">
        <Skeleton className="h-24 rounded-xl" />
        <Skeleton className="h-24 rounded-xl" />
      </div>
    );
  }
  if (methods.isError) {
    return (
      <ErrorAlert title={apiErrorMessage(methods.error)}>
        <Button variant="outline" size="sm" onClick={() => void methods.refetch()}>
          {t('choose.retry')}
        </Button>
      </ErrorAlert>
    );
  }
  const { amountDueNow, methods: options } = methods.data;
  if (options.length === 0) {
    return amountDueNow > 0 ? <p className="text-foreground">{t('choose.none')}</p> : null;
  }
  const form = (
    <PaymentMethodForm
      bookingId={booking.id}
      guestPhone={booking.guest.phone}
      options={options}
      underWay={underWay}
      onStarted={onStarted}
    />
  );
  const online = options.find((option) => option.method !== 'PAY_AT_PROPERTY');
  const asked = amountDueNow > 0 || options.some((option) => option.method === 'PAY_AT_PROPERTY');
  if (asked || !online) return form;
  return (
    <div className="flex flex-col gap-4">
      <Button
        variant="outline"
        className="h-auto min-h-10 self-start whitespace-normal py-2"
        aria-expanded={optionalOpen}
        aria-controls={formId}
        onClick={() => setOptionalOpen((open) => !open)}
      >
        {t('choose.payOnline', { amount: formatAriary(online.amountNow, language) })}
      </Button>
      {optionalOpen && <div id={formId}>{form}</div>}
    </div>
  );
}
