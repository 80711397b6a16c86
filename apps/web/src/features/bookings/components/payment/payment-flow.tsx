import type { Booking, Payment } from '@madabook/contracts';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { CircleXIcon, InfoIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Spinner } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/toasts';
import { paymentQueryOptions } from '../../api/payments';
import { PaymentChoice } from './payment-choice';
import { PaymentNotice } from './payment-notice';
import { PaymentOutcome } from './payment-outcome';
import { isPayable, pendingOnlinePayment } from './payment-summary';
import { PaymentWaiting } from './payment-waiting';
import { usePaymentSettled } from './use-payment-settled';

/** Back from Orange Money's page: the payment it was about, and whether the traveller cancelled it there. */
export type PaymentReturn = { paymentId: string; cancelled: boolean };

type Phase =
  | { step: 'choose' }
  | { step: 'watch'; paymentId: string }
  | { step: 'stopped'; paymentId: string }
  | { step: 'cancelled' };

/** Back from Orange Money, the payment it was about; otherwise one still pending is watched again. */
function firstPhase(booking: Booking, returned: PaymentReturn | undefined): Phase {
  if (returned?.cancelled) return { step: 'cancelled' };
  const paymentId = returned?.paymentId ?? pendingOnlinePayment(booking)?.id;
  return paymentId ? { step: 'watch', paymentId } : { step: 'choose' };
}

type PaymentFlowProps = { booking: Booking; returned?: PaymentReturn };

/**
 * Paying a booking: choose a method and start, wait for MVola's approval or Orange Money's return
 * (asking every 3 s), then the outcome, with the choice again after a failure. One live region
 * tells screen readers what the flow waits for; the toasts tell how a payment ended.
 */
export function PaymentFlow({ booking, returned }: PaymentFlowProps) {
  const { t } = useTranslation('payments');
  const [phase, setPhase] = useState(() => firstPhase(booking, returned));
  const watchedId = phase.step === 'watch' ? phase.paymentId : undefined;
  const watched = useQuery({ ...paymentQueryOptions(watchedId ?? ''), enabled: watchedId !== undefined });
  const payment = watchedId === undefined ? undefined : watched.data;
  usePaymentSettled(payment);

  const checking = watchedId !== undefined && watched.isPending;
  const waiting = checking || payment?.status === 'PENDING';
  const showChoice = isPayable(booking) && !waiting && payment?.status !== 'SUCCEEDED';
  const watch = (paymentId: string) => setPhase({ step: 'watch', paymentId });

  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="sr-only">
        {announcement(phase, checking, payment, t)}
      </p>
      {checking && (
        <p className="flex items-center gap-2 text-muted-foreground">
          <Spinner />
          {t('outcome.checking')}
        </p>
      )}
      {watchedId !== undefined && watched.isError && (
        <ErrorAlert title={apiErrorMessage(watched.error)}>
          <Button variant="outline" size="sm" onClick={() => void watched.refetch()}>
            {t('choose.retry')}
          </Button>
        </ErrorAlert>
      )}
      {payment?.status === 'PENDING' && (
        <PaymentWaiting
          payment={payment}
          onStop={() => setPhase({ step: 'stopped', paymentId: payment.id })}
        />
      )}
      {payment && payment.status !== 'PENDING' && (
        <PaymentOutcome payment={payment} confirmed={booking.status === 'CONFIRMED'} />
      )}
      {phase.step === 'cancelled' && (
        <PaymentNotice tone="default" icon={CircleXIcon} title={t('outcome.cancelled')}>
          <p>{t('outcome.cancelledHint')}</p>
        </PaymentNotice>
      )}
      {phase.step === 'stopped' && (
        <PaymentNotice tone="default" icon={InfoIcon} title={t('waiting.stopped')}>
          <Button variant="outline" size="sm" className="self-start" onClick={() => watch(phase.paymentId)}>
            {t('waiting.resume')}
          </Button>
        </PaymentNotice>
      )}
      {showChoice && (
        <PaymentChoice booking={booking} underWay={phase.step === 'stopped'} onStarted={watch} />
      )}
    </div>
  );
}

/** What the live region says: what the flow is waiting for; how a payment ended is the toasts' to say. */
function announcement(
  phase: Phase,
  checking: boolean,
  payment: Payment | undefined,
  t: TFunction<'payments'>,
): string {
  if (checking) return t('outcome.checking');
  if (payment?.status === 'PENDING') {
    return payment.method === 'MVOLA' ? t('waiting.title') : t('waiting.orangeTitle');
  }
  if (phase.step === 'stopped') return t('waiting.stopped');
  if (phase.step === 'cancelled') return t('outcome.cancelled');
  return '';
}
