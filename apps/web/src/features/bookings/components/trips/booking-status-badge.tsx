import type { BookingStatus } from '@madabook/contracts';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const variants: Record<BookingStatus, BadgeProps['variant']> = {
  CONFIRMED: 'ravinala',
  CANCELLED: 'secondary',
  COMPLETED: 'outline',
};

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation('trips');
  return <Badge variant={variants[status]}>{t(`status.${status}`)}</Badge>;
}
