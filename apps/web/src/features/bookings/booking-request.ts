import { checkStay, isoDateSchema } from '@madabook/contracts';
import { z } from 'zod';
import { type FieldIssue, translateIssues } from '@/components/stay/stay-issues';
import { maxGuests, type Stay } from '@/components/stay/stay-params';
import { i18n } from '@/lib/i18n';
import type { BookingParams } from './booking-url';
import { decodeRoomSelection, encodeRoomSelection, type RoomSelection } from './room-selection';

const invalidSelection = 'Invalid room selection';

const bookingRequestSchema = z
  .object({
    checkIn: isoDateSchema,
    checkOut: isoDateSchema,
    guests: z.coerce.number().int().min(1).max(maxGuests),
    rooms: z.unknown().transform((value, context) => {
      const selection = decodeRoomSelection(value);
      if (selection) return selection;
      context.addIssue({ code: 'custom', message: invalidSelection });
      return z.NEVER;
    }),
  })
  .superRefine((request, context) => checkStay(request, context));
export type BookingRequest = z.output<typeof bookingRequestSchema>;

export type CheckedBookingRequest =
  | { request: BookingRequest; issues?: undefined }
  | { request?: undefined; issues: FieldIssue[] };

export function checkBookingRequest(params: BookingParams): CheckedBookingRequest {
  const parsed = bookingRequestSchema.safeParse(params);
  if (parsed.success) return { request: parsed.data };
  return {
    issues: translateIssues(parsed.error.issues, (field) =>
      field === 'rooms' ? i18n.t('booking:invalid.rooms') : undefined,
    ),
  };
}

/** The review page's search for a stay and the rooms chosen on the hotel page. */
export function bookingParamsOf(
  stay: Pick<Stay, 'checkIn' | 'checkOut' | 'guests'>,
  selection: RoomSelection,
) {
  return {
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    guests: stay.guests,
    rooms: encodeRoomSelection(selection),
  } satisfies BookingParams;
}
