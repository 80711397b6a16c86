import { type Room, roomTypes } from '@madabook/contracts';
import { useForm } from '@tanstack/react-form';
import { useTranslation } from 'react-i18next';
import { DialogForm, FormDialog } from '@/components/admin/form-dialog';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import { TextareaField } from '@/components/forms/textarea-field';
import { submitHandler } from '@/lib/form';
import { formValidator } from '@/lib/schema-issues';
import { useSaveRoom } from '../api/rooms';
import { roomFormErrors, roomFormValues, toRoomValues } from '../room-form';

type RoomFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  hotelId: string;
  /** The room to update; none to add one. */
  room: Room | null;
  onRoomsChange?: () => void;
};

export function RoomFormDialog({ open, onOpenChange, hotelId, room, onRoomsChange }: RoomFormDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} className="max-w-xl">
      <RoomForm
        hotelId={hotelId}
        room={room}
        onRoomsChange={onRoomsChange}
        onSaved={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function RoomForm({
  hotelId,
  room,
  onRoomsChange,
  onSaved,
}: Pick<RoomFormDialogProps, 'hotelId' | 'room' | 'onRoomsChange'> & { onSaved: () => void }) {
  const { t } = useTranslation('adminRooms');
  const save = useSaveRoom(hotelId, onRoomsChange);
  const form = useForm({
    defaultValues: roomFormValues(room ?? undefined),
    validators: { onChange: formValidator(roomFormErrors) },
    onSubmit: ({ value }) =>
      save.mutate({ id: room?.id, input: toRoomValues(value) }, { onSuccess: onSaved }),
  });

  return (
    <DialogForm
      title={room ? t('form.editTitle', { name: room.name }) : t('form.createTitle')}
      description={t('form.description')}
      submitLabel={room ? t('form.save') : t('form.create')}
      pending={save.isPending}
      onSubmit={submitHandler(form)}
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <form.Field name="name">
          {(field) => <TextField field={field} label={t('form.name')} autoComplete="off" required />}
        </form.Field>
        <form.Field name="type">
          {(field) => (
            <SelectField
              field={field}
              label={t('form.type')}
              placeholder={t('form.typePlaceholder')}
              options={roomTypes.map((type) => ({ value: type, label: t(`types.${type}`) }))}
              required
            />
          )}
        </form.Field>
        <form.Field name="pricePerNight">
          {(field) => (
            <TextField
              field={field}
              label={t('form.pricePerNight')}
              description={t('form.pricePerNightHint')}
              inputMode="numeric"
              autoComplete="off"
              required
            />
          )}
        </form.Field>
        <form.Field name="capacity">
          {(field) => (
            <TextField
              field={field}
              label={t('form.capacity')}
              description={t('form.capacityHint')}
              type="number"
              inputMode="numeric"
              min={1}
              max={20}
              required
            />
          )}
        </form.Field>
        <form.Field name="quantity">
          {(field) => (
            <TextField
              field={field}
              label={t('form.quantity')}
              description={t('form.quantityHint')}
              type="number"
              inputMode="numeric"
              min={0}
              max={500}
              required
            />
          )}
        </form.Field>
        <div className="sm:col-span-2">
          <form.Field name="description">
            {(field) => <TextareaField field={field} label={t('form.roomDescription')} rows={3} />}
          </form.Field>
        </div>
      </div>
    </DialogForm>
  );
}
