import { type Room, type RoomType, type RoomUpdateValues, roomUpdateSchema } from '@madabook/contracts';
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

/**
 * "150 000" or "150,000", as Ariary amounts are written in French and in English: whole numbers,
 * so a comma can only group thousands. Blank is no value, anything else NaN.
 */
function parseWholeNumber(text: string): number | undefined {
  const digits = text.replace(/[\s\u00a0\u202f,]/g, '');
  return digits === '' ? undefined : Number(digits);
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
