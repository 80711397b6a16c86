import type { Amenity, Hotel } from '@madabook/contracts';
import type { HotelActions } from '../hooks/use-hotel-actions';
import { DeleteHotelDialog } from './delete-hotel-dialog';
import { HotelFormDialog } from './hotel-form-dialog';

type HotelDialogsProps = {
  actions: HotelActions;
  amenities: Amenity[] | undefined;
  onSaved?: (hotel: Hotel, created: boolean) => void;
  onDeleted?: () => void;
};

/** The create, edit and delete dialogs that `useHotelActions` opens. */
export function HotelDialogs({ actions, amenities, onSaved, onDeleted }: HotelDialogsProps) {
  const { editing, deleting } = actions;
  return (
    <>
      <HotelFormDialog
        {...editing.dialogProps}
        hotel={editing.target}
        amenities={amenities}
        onSaved={(hotel) => onSaved?.(hotel, editing.target === null)}
      />
      {deleting.target && (
        <DeleteHotelDialog {...deleting.dialogProps} hotel={deleting.target} onDeleted={onDeleted} />
      )}
    </>
  );
}
