import type { Booking } from '@madabook/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';

type DeskConfirmDialogProps = {
  action: 'no-show' | 'cancel';
  booking: Booking;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onConfirm: () => void;
};

/** "Mark Rakoto as a no-show?", "Cancel booking MB-…?": what it gives back to the calendar, before it does. */
export default function DeskConfirmDialog({ action, booking, ...props }: DeskConfirmDialogProps) {
  const { t } = useTranslation(['adminFrontDesk', 'adminBookings']);
  const names = { guest: booking.guest.name, reference: booking.reference };
  return action === 'cancel' ? (
    <ConfirmDeleteDialog
      {...props}
      name={booking.reference}
      title={t('adminBookings:cancel.title', names)}
      description={t('adminBookings:cancel.description', names)}
      confirmLabel={t('adminBookings:cancel.confirm')}
    />
  ) : (
    <ConfirmDeleteDialog
      {...props}
      name={booking.guest.name}
      title={t('noShow.title', names)}
      description={t('noShow.description', names)}
      confirmLabel={t('noShow.confirm')}
    />
  );
}
