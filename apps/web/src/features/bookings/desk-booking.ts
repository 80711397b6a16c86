import {
  fieldIssueSchema,
  type HotelBookingCreateInput,
  hotelBookingCreateSchema,
  type hotelBookingSources,
  stayRestrictionSchema,
} from '@madabook/contracts';
import { z } from 'zod';
import { type FieldIssue, translateIssues } from '@/components/stay/stay-issues';
import { i18n } from '@/lib/i18n';
import { fieldErrors } from '@/lib/schema-issues';
import type { RoomSelection } from './room-selection';

/** Who the hotel books for, and how the booking reached it: the desk form's own fields. */
export type DeskGuestValues = {
  name: string;
  phone: string;
  /** Empty when the guest gave none. */
  email: string;
  specialRequests: string;
  source: (typeof hotelBookingSources)[number];
};

const { guest, specialRequests, source } = hotelBookingCreateSchema.shape;
/** The contracts' rules for those fields, side by side as the form holds them. */
const deskGuestSchema = z.object({ ...guest.shape, specialRequests, source });

const guestOf = ({ name, phone, email }: DeskGuestValues) => ({
  name,
  phone,
  ...(email.trim() ? { email: email.trim() } : {}),
});

/** The form's errors by field, by the contracts' rules (a phone and an email in the page's words). */
export function deskGuestErrors(values: DeskGuestValues) {
  return fieldErrors(
    deskGuestSchema,
    { ...guestOf(values), specialRequests: values.specialRequests, source: values.source },
    {
      phone: () => i18n.t('validation.invalidPhone'),
      email: () => i18n.t('validation.invalidEmail'),
    },
  );
}

type DeskStay = { checkIn: string; checkOut: string; guests: number };

/** The body of POST /api/partner/hotels/{id}/bookings. */
export function deskBookingBody(
  stay: DeskStay,
  rooms: RoomSelection,
  values: DeskGuestValues,
): HotelBookingCreateInput {
  return {
    ...stay,
    rooms,
    guest: guestOf(values),
    specialRequests: values.specialRequests,
    source: values.source,
  };
}

const validationDetailsSchema = z.object({ issues: z.array(fieldIssueSchema) });
const guestFields = ['name', 'phone', 'email'] as const;
const stayFields = ['checkIn', 'checkOut', 'guests'];

/**
 * A VALIDATION_ERROR's issues where they belong: the guest's under the form's fields, the stay's
 * under the dates and guests, the rest (rooms…) above the button.
 */
export function placeIssues(details: unknown) {
  const parsed = validationDetailsSchema.safeParse(details);
  const issues = translateIssues(
    parsed.success ? parsed.data.issues : [],
    (field) =>
      ({
        guests: i18n.t('booking:invalid.guests'),
        'guest.phone': i18n.t('validation.invalidPhone'),
        'guest.email': i18n.t('validation.invalidEmail'),
      })[field],
  );
  const form: Record<string, string> = {};
  const stay: FieldIssue[] = [];
  const others: string[] = [];
  for (const issue of issues) {
    const [top = '', inner = ''] = issue.field.split('.');
    const field = top === 'guest' ? guestFields.find((name) => name === inner) : undefined;
    if (field) form[field] ??= issue.message;
    else if (top === 'specialRequests') form.specialRequests ??= issue.message;
    else if (stayFields.includes(top)) stay.push(issue);
    else others.push(issue.message);
  }
  return { form, stay, others };
}

const soldOutDetailsSchema = z.object({ roomIds: z.array(z.string()) });
const restrictedDetailsSchema = stayRestrictionSchema.extend({ roomId: z.string() });

/** The room types a SOLD_OUT names: those with a night left without a room. */
export const soldOutRooms = (details: unknown): string[] =>
  soldOutDetailsSchema.safeParse(details).data?.roomIds ?? [];

/** The room type a STAY_RESTRICTED names, with the calendar's rule for the stay. */
export const stayRestrictionOf = (details: unknown) => restrictedDetailsSchema.safeParse(details).data;
