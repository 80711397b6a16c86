import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

/** "Free cancellation until 4 December 2026 at 15:00 (Madagascar time)", or non-refundable. */
export function useCancellationDeadlineText() {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  return (deadline: Date | string | null) =>
    deadline
      ? t('cancellation.until', {
          deadline: formatDate(deadline, language, { dateStyle: 'long', timeStyle: 'short' }),
        })
      : t('cancellation.nonRefundable');
}
