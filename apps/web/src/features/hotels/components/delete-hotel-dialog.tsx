import type { Hotel } from '@madabook/contracts';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-error';
import { useArchiveHotel, useDeleteHotel } from '../api/hotel-mutations';

type DeleteHotelDialogProps = {
  hotel: Hotel;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
};

/**
 * Asks before deleting, naming the hotel. A hotel with bookings to come cannot go: the dialog then
 * says so and offers to archive it instead, which hides it from the public and keeps the bookings.
 */
export function DeleteHotelDialog({ hotel, open, onOpenChange, onDeleted }: DeleteHotelDialogProps) {
  const { t } = useTranslation(['adminHotels', 'adminTable']);
  const remove = useDeleteHotel();
  const archive = useArchiveHotel();
  const blocked = remove.error instanceof ApiError && remove.error.code === 'HOTEL_HAS_UPCOMING_BOOKINGS';
  const pending = remove.isPending || archive.isPending;

  const close = () => {
    onOpenChange(false);
    remove.reset();
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : !pending && close())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            {blocked
              ? t('delete.blockedTitle', { name: hotel.name })
              : t('delete.title', { name: hotel.name })}
          </AlertDialogTitle>
          <AlertDialogDescription>
            {blocked
              ? hotel.archived
                ? t('delete.blockedArchived')
                : t('delete.blocked')
              : t('delete.description')}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t('adminTable:cancel')}</AlertDialogCancel>
          {blocked ? (
            !hotel.archived && (
              <Button
                loading={archive.isPending}
                onClick={() => archive.mutate({ id: hotel.id, archived: true }, { onSuccess: close })}
              >
                {t('delete.archiveInstead')}
              </Button>
            )
          ) : (
            <Button
              variant="destructive"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(hotel, {
                  onSuccess: () => {
                    close();
                    onDeleted?.();
                  },
                })
              }
            >
              {t('delete.confirm')}
            </Button>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
