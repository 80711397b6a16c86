import type { Payment } from '@madabook/contracts';
import { CircleCheckIcon, CircleXIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatAriary } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { PaymentNotice } from './payment-notice';

type PaymentOutcomeProps = {
  payment: Payment;
  /** The booking is confirmed (now): a deposit or a full payment confirms a held one. */
  confirmed: boolean;
};

/** How a watched payment ended: received, refused or cancelled, or expired. */
export function PaymentOutcome({ payment, confirmed }: PaymentOutcomeProps) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  if (payment.status === 'SUCCEEDED') {
    return (
      <PaymentNotice
        tone="success"
        icon={CircleCheckIcon}
        title={t('outcome.succeeded', { amount: formatAriary(payment.amount, language) })}
      >
        {confirmed && <p>{t('outcome.confirmed')}</p>}
      </PaymentNotice>
    );
  }
  if (payment.status === 'FAILED') {
    return (
      <PaymentNotice tone="destructive" icon={CircleXIcon} title={t('outcome.failed')}>
        <p>{t('outcome.failedHint')}</p>
      </PaymentNotice>
    );
  }
  return <PaymentNotice tone="destructive" icon={CircleXIcon} title={t('outcome.expired')} />;
}
