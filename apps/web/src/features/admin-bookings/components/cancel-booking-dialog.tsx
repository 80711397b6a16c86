import type { Booking } from '@madabook/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { useBookingAction } from '../api/booking-actions';

type CancelBookingDialogProps = {
  booking: Booking | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Cancels for the guest (the platform) or for the hotel (its partners) once confirmed, naming the booking and the guest. */
export function CancelBookingDialog({ booking, open, onOpenChange }: CancelBookingDialogProps) {
  const { t } = useTranslation('adminBookings');
  const cancelBooking = useBookingAction();
  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      name={booking?.reference ?? ''}
      title={t('cancel.title', { reference: booking?.reference ?? '' })}
      description={t(booking?.kind === 'FLIGHT' ? 'cancel.flightDescription' : 'cancel.description', {
        guest: booking?.guest.name ?? '',
      })}
      confirmLabel={t('cancel.confirm')}
      pending={cancelBooking.isPending}
      onConfirm={() =>
        booking &&
        cancelBooking.mutate({ action: 'cancel', booking }, { onSuccess: () => onOpenChange(false) })
      }
    />
  );
}
