import { useTranslation } from 'react-i18next';
import { formatAriary } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { Facts } from '../trips/facts';
import type { PaymentSummary } from './payment-summary';

/** Total and paid, then what is owed now and at the hotel when anything is. */
export function PaymentAmounts({ summary }: { summary: PaymentSummary }) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const price = (amount: number) => formatAriary(amount, language);
  return (
    <Facts
      facts={[
        [t('amounts.total'), price(summary.total)],
        [t('amounts.paid'), price(summary.paid)],
        ...(summary.dueNow > 0 ? [[t('amounts.dueNow'), price(summary.dueNow)] as const] : []),
        ...(summary.atProperty > 0 ? [[t('amounts.atProperty'), price(summary.atProperty)] as const] : []),
      ]}
    />
  );
}
