import type { Booking, BookingSource, BookingStatus } from '@madabook/contracts';
import { DoorOpenIcon, GlobeIcon, type LucideIcon, MailIcon, PhoneIcon } from 'lucide-react';
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

const sourceIcons: Record<BookingSource, LucideIcon> = {
  ONLINE: GlobeIcon,
  PHONE: PhoneIcon,
  WALK_IN: DoorOpenIcon,
  EMAIL: MailIcon,
};

/** How the booking came: online, or taken by the hotel by phone, at the desk or by email. */
export function BookingSourceBadge({ source }: { source: BookingSource }) {
  const { t } = useTranslation('adminBookings');
  const Icon = sourceIcons[source];
  return (
    <Badge variant={source === 'ONLINE' ? 'secondary' : 'outline'}>
      <Icon aria-hidden />
      {t(`source.${source}`)}
    </Badge>
  );
}
