import type { Booking, BookingStatus } from '@madabook/contracts';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const statusVariants: Record<BookingStatus, BadgeProps['variant']> = {
  CONFIRMED: 'ravinala',
  CANCELLED: 'destructive',
  COMPLETED: 'secondary',
  PENDING_PAYMENT: 'laterite',
  NO_SHOW: 'outline',
};

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation('adminBookings');
  return <Badge variant={statusVariants[status]}>{t(`status.${status}`)}</Badge>;
}

export function PaymentStatusBadge({ status }: { status: Booking['paymentStatus'] }) {
  const { t } = useTranslation('adminBookings');
  return <Badge variant={status === 'PAID' ? 'default' : 'outline'}>{t(`payment.${status}`)}</Badge>;
}
