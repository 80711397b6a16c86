import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { unmatchedEventsQueryOptions } from '../api/payments';
import { PaymentEvents } from './payment-events';

/** Provider notifications about none of our payments, folded under the list: nothing when there are none. */
export function UnmatchedNotifications() {
  const { t } = useTranslation('adminPayments');
  const events = useQuery(unmatchedEventsQueryOptions());
  const page = events.data;
  if (!page || page.total === 0) return null;
  return (
    <details className="rounded-lg border p-4">
      <summary className="cursor-pointer font-medium">
        {t('unmatched.title')} ({t('unmatched.count', { count: page.total })})
      </summary>
      <p className="mt-2 mb-4 text-muted-foreground text-sm">{t('unmatched.description')}</p>
      <PaymentEvents events={page.items} />
    </details>
  );
}
