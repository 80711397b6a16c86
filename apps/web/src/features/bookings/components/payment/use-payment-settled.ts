import type { Payment } from '@madabook/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAriary } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { bookingKeys } from '../../api/query-keys';

/**
 * Once a watched payment ends, the booking, its trips and its methods are asked for again (a
 * deposit confirms the booking), and a toast says how it ended.
 */
export function usePaymentSettled(payment: Payment | undefined) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const id = payment?.id;
  const status = payment?.status;
  const amount = payment?.amount ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: an ending is the change of the payment or its status; texts and the client do not start one.
  useEffect(() => {
    if (!id || !status || status === 'PENDING') return;
    void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    if (status === 'SUCCEEDED')
      toast.success(t('outcome.succeeded', { amount: formatAriary(amount, language) }));
    else toast.error(t(status === 'FAILED' ? 'outcome.failed' : 'outcome.expired'));
  }, [id, status]);
}
