import type { Hotel } from '@madabook/contracts';
import { useDialogTarget } from '@/components/admin/use-dialog-target';
import { useArchiveHotel } from '../api/hotel-mutations';

/** What can be done to a hotel from a list row or its page: the dialogs' state and the archive switch. */
export function useHotelActions() {
  const editing = useDialogTarget<Hotel | null>();
  const deleting = useDialogTarget<Hotel>();
  const archive = useArchiveHotel();
  return {
    editing,
    deleting,
    create: () => editing.show(null),
    edit: (hotel: Hotel) => editing.show(hotel),
    remove: (hotel: Hotel) => deleting.show(hotel),
    toggleArchive: (hotel: Hotel) => archive.mutate({ id: hotel.id, archived: !hotel.archived }),
    archivePending: archive.isPending,
  };
}

export type HotelActions = ReturnType<typeof useHotelActions>;
