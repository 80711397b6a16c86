import type { Payment, PaymentState } from '@madabook/contracts';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeProps } from '@/components/ui/badge';

type RefundState = NonNullable<Payment['refund']>['status'];

const stateVariants: Record<PaymentState, BadgeProps['variant']> = {
  PENDING: 'outline',
  SUCCEEDED: 'ravinala',
  FAILED: 'destructive',
  EXPIRED: 'secondary',
};

// What is left for someone to do stands out: a refund to make by hand, one that failed.
const refundVariants: Record<RefundState, BadgeProps['variant']> = {
  PENDING: 'outline',
  SUCCEEDED: 'ravinala',
  FAILED: 'destructive',
  DUE: 'laterite',
};

export function PaymentStateBadge({ status }: { status: PaymentState }) {
  const { t } = useTranslation('adminPayments');
  return <Badge variant={stateVariants[status]}>{t(`status.${status}`)}</Badge>;
}

export function RefundStateBadge({ status }: { status: RefundState }) {
  const { t } = useTranslation('adminPayments');
  return <Badge variant={refundVariants[status]}>{t(`refundStatus.${status}`)}</Badge>;
}
