import { z } from 'zod';
import { text } from './text';

/**
 * Every code the API may answer with. The web app translates each one
 * (locales `errors.<CODE>`), so a new code needs both translations.
 */
export const errorCodes = [
  'BAD_REQUEST',
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'INTERNAL_SERVER_ERROR',
  'SERVICE_UNAVAILABLE',
  'INVALID_EMAIL_OR_PASSWORD',
  'BETA_ACCESS_ALREADY_EXISTS',
  'HOTEL_HAS_UPCOMING_BOOKINGS',
  'ROOM_HAS_UPCOMING_BOOKINGS',
  'AMENITY_ALREADY_EXISTS',
  'EMAIL_ALREADY_USED',
  'CANNOT_CHANGE_OWN_ADMIN_ROLE',
  'INVALID_IMAGE',
  'SOLD_OUT',
  'BOOKING_NOT_CANCELLABLE',
  'IDEMPOTENCY_KEY_REUSED',
  'HOTEL_NOT_BOOKABLE',
  'ROOMS_BELOW_SOLD',
  'STAY_RESTRICTED',
  'OFFER_EXPIRED',
  'SEATS_BELOW_SOLD',
  'AIRPORT_ALREADY_EXISTS',
  'AIRLINE_ALREADY_EXISTS',
  'FLIGHT_DATA_IN_USE',
  'PAYMENT_METHOD_UNAVAILABLE',
  'PAYMENT_NOT_EXPECTED',
  'PAYMENT_PROVIDER_UNAVAILABLE',
  'PAYMENT_ALREADY_STARTED',
  'PAYMENT_BOOKING_CANCELLED',
  'PAYMENT_AWAITING_ONLINE',
  'HOLD_EXPIRED',
  'LAST_OWNER',
  'ALREADY_MEMBER',
  'INVITATION_NOT_FOUND',
  'INVITATION_EXPIRED',
  'INVITATION_USED',
  'INVITATION_WRONG_ACCOUNT',
  'BOOKING_STATE_CONFLICT',
  'SCHEDULE_HAS_SALES',
] as const;

export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** The English message of each code: what the API puts in `message`. */
export const errorMessages: Record<ErrorCode, string> = {
  BAD_REQUEST: 'Bad request',
  VALIDATION_ERROR: 'Invalid body or query parameters',
  UNAUTHORIZED: 'You must be signed in',
  FORBIDDEN: 'You are not allowed to do this',
  NOT_FOUND: 'Not Found',
  CONFLICT: 'This conflicts with the current state',
  PAYLOAD_TOO_LARGE: 'The request is too large',
  UNSUPPORTED_MEDIA_TYPE: 'This type of content is not supported',
  TOO_MANY_REQUESTS: 'Too many requests, try again later',
  INTERNAL_SERVER_ERROR: 'Internal Server Error',
  SERVICE_UNAVAILABLE: 'The service is not available right now',
  INVALID_EMAIL_OR_PASSWORD: 'Invalid email or password',
  BETA_ACCESS_ALREADY_EXISTS: 'Beta access already exists for this email',
  HOTEL_HAS_UPCOMING_BOOKINGS: 'This hotel has upcoming bookings: archive it instead of deleting it',
  ROOM_HAS_UPCOMING_BOOKINGS: 'This room has upcoming bookings: it cannot be deleted',
  AMENITY_ALREADY_EXISTS: 'An amenity with this name already exists',
  EMAIL_ALREADY_USED: 'This email is already used by another account',
  CANNOT_CHANGE_OWN_ADMIN_ROLE: 'You cannot remove your own admin role or ban or delete yourself',
  INVALID_IMAGE: 'The file is not a JPEG, PNG, WebP or AVIF image',
  SOLD_OUT: 'Sorry, these rooms were just booked by someone else for some of your nights',
  BOOKING_NOT_CANCELLABLE:
    'This booking can no longer be cancelled: the free cancellation deadline has passed',
  IDEMPOTENCY_KEY_REUSED: 'This Idempotency-Key was already used for a different booking request',
  HOTEL_NOT_BOOKABLE: 'This hotel or one of these rooms cannot be booked',
  ROOMS_BELOW_SOLD: 'More rooms are already sold on some night than this would leave for sale',
  STAY_RESTRICTED: 'These rooms are closed, closed to arrival or under a minimum stay for these dates',
  OFFER_EXPIRED:
    'This fare is no longer available: its price or its flights changed since the search. Search again',
  SEATS_BELOW_SOLD: 'More seats are already sold on some departure than this would leave for sale',
  AIRPORT_ALREADY_EXISTS: 'An airport with this code already exists',
  AIRLINE_ALREADY_EXISTS: 'An airline with this code already exists',
  FLIGHT_DATA_IN_USE: 'It is used by schedules, departures or bookings and cannot be deleted',
  PAYMENT_METHOD_UNAVAILABLE: 'This payment method is not available for this booking',
  PAYMENT_NOT_EXPECTED: 'Nothing is left to pay on this booking in this way',
  PAYMENT_PROVIDER_UNAVAILABLE:
    'The payment service did not answer: try again in a moment or choose another method',
  PAYMENT_ALREADY_STARTED:
    'A payment for this booking is already under way: finish it, or wait until it expires',
  PAYMENT_BOOKING_CANCELLED: 'This booking is cancelled: nothing can be paid on it',
  PAYMENT_AWAITING_ONLINE:
    'This booking still waits for its online payment: it cannot be settled at the property yet',
  HOLD_EXPIRED: 'The time to pay for this booking has run out: its rooms or seats are no longer held',
  LAST_OWNER: 'A property keeps at least one owner: invite another owner before removing this one',
  ALREADY_MEMBER: 'This person is already a member of this property',
  INVITATION_NOT_FOUND: 'This invitation link is not valid',
  INVITATION_EXPIRED: 'This invitation has expired: ask for a new one',
  INVITATION_USED: 'This invitation has already been accepted',
  INVITATION_WRONG_ACCOUNT: 'This invitation was sent to another email address: sign in with that address',
  BOOKING_STATE_CONFLICT: 'The booking is not in a state that allows this',
  SCHEDULE_HAS_SALES: 'Some departures of this schedule have bookings: its route and airline cannot change',
};

export const fieldIssueSchema = z.object({
  path: text().meta({ description: 'Dotted path of the field at fault, empty for the whole input' }),
  message: text(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** The one shape of every API failure. */
export const apiErrorSchema = z
  .object({
    code: text().meta({ example: 'VALIDATION_ERROR' }),
    message: text(),
    details: z.unknown().optional(),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof apiErrorSchema>;
