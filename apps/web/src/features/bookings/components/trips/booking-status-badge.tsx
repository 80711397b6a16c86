import type { Booking, BookingStatus } from '@madabook/contracts';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const variants: Record<BookingStatus, BadgeProps['variant']> = {
  CONFIRMED: 'ravinala',
  CANCELLED: 'secondary',
  COMPLETED: 'outline',
  PENDING_PAYMENT: 'laterite',
  NO_SHOW: 'secondary',
};

type BookingStatusBadgeProps = {
  status: BookingStatus;
  /** Who cancelled it: the airline's cancellation is news to the traveller, and says so. */
  cancelledBy?: Booking['cancelledBy'];
};

export function BookingStatusBadge({ status, cancelledBy }: BookingStatusBadgeProps) {
  const { t } = useTranslation('trips');
  if (status === 'CANCELLED' && cancelledBy === 'AIRLINE') {
    return <Badge variant="destructive">{t('status.cancelledByAirline')}</Badge>;
  }
  return <Badge variant={variants[status]}>{t(`status.${status}`)}</Badge>;
}
