import { type Room, type RoomType, type RoomUpdateValues, roomUpdateSchema } from '@madabook/contracts';
import { parseWholeNumber } from '@/lib/number-input';
import { fieldErrors } from '@/lib/schema-issues';

export type RoomFormValues = {
  name: string;
  description: string;
  type: RoomType | '';
  pricePerNight: string;
  capacity: string;
  quantity: string;
};

export function roomFormValues(room?: Room): RoomFormValues {
  return {
    name: room?.name ?? '',
    description: room?.description ?? '',
    type: room?.type ?? '',
    pricePerNight: room ? String(room.pricePerNight) : '',
    capacity: room ? String(room.capacity) : '',
    quantity: room ? String(room.quantity) : '',
  };
}

function toRoomInput(values: RoomFormValues) {
  return {
    ...values,
    pricePerNight: parseWholeNumber(values.pricePerNight),
    capacity: parseWholeNumber(values.capacity),
    quantity: parseWholeNumber(values.quantity),
  };
}

/** The contracts' rules, in the visitor's language. */
export function roomFormErrors(values: RoomFormValues) {
  return fieldErrors(roomUpdateSchema, toRoomInput(values));
}

/** The API's input; call once the form is valid. */
export function toRoomValues(values: RoomFormValues): RoomUpdateValues {
  return roomUpdateSchema.parse(toRoomInput(values));
}
