import type { Booking } from '@madabook/contracts';
import { useTranslation } from 'react-i18next';
import { Panel } from '../panel';
import { HoldCountdown } from './hold-countdown';
import { PaymentAmounts } from './payment-amounts';
import { PaymentFlow, type PaymentReturn } from './payment-flow';
import { PaymentHistory } from './payment-history';
import { PaymentStatusBadge } from './payment-status-badge';
import { paymentSummary } from './payment-summary';

type PaymentPanelProps = { booking: Booking; returned?: PaymentReturn };

/**
 * A trip's money: where it stands, how long a held booking waits, the way to pay what is due (or
 * ahead of the hotel), and every payment made with its refund.
 */
export function PaymentPanel({ booking, returned }: PaymentPanelProps) {
  const { t } = useTranslation('payments');
  return (
    <Panel title={t('title')}>
      <PaymentStatusBadge status={booking.paymentStatus} />
      {booking.status === 'PENDING_PAYMENT' && booking.holdExpiresAt && (
        <HoldCountdown bookingId={booking.id} holdExpiresAt={booking.holdExpiresAt} />
      )}
      {booking.status === 'CANCELLED' && booking.cancelledBy === 'PAYMENT' && (
        <p className="text-foreground">{t('hold.released')}</p>
      )}
      <PaymentAmounts summary={paymentSummary(booking)} />
      <PaymentFlow key={booking.id} booking={booking} returned={returned} />
      <PaymentHistory payments={booking.payments} />
    </Panel>
  );
}
