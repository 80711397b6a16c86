import type { PaymentStatus } from '@madabook/contracts';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const variants: Record<PaymentStatus, BadgeProps['variant']> = {
  UNPAID: 'outline',
  PENDING: 'laterite',
  PAID: 'ravinala',
  PARTIALLY_PAID: 'default',
  REFUNDED: 'secondary',
  REFUND_DUE: 'laterite',
};

/** Where a booking's money stands: unpaid, deposit paid, paid, refund in progress… */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('payments');
  return <Badge variant={variants[status]}>{t(`status.${status}`)}</Badge>;
}
