import { type ErrorCode, errorMessages } from '@madabook/contracts';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

const statusOfCode: Partial<Record<ErrorCode, ContentfulStatusCode>> = {
  BAD_REQUEST: 400,
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  BETA_ACCESS_ALREADY_EXISTS: 409,
  HOTEL_HAS_UPCOMING_BOOKINGS: 409,
  ROOM_HAS_UPCOMING_BOOKINGS: 409,
  AMENITY_ALREADY_EXISTS: 409,
  EMAIL_ALREADY_USED: 409,
  CANNOT_CHANGE_OWN_ADMIN_ROLE: 403,
  INVALID_IMAGE: 415,
  SOLD_OUT: 409,
  BOOKING_NOT_CANCELLABLE: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  HOTEL_NOT_BOOKABLE: 422,
  STAY_RESTRICTED: 422,
  ROOMS_BELOW_SOLD: 409,
  OFFER_EXPIRED: 409,
  SEATS_BELOW_SOLD: 409,
  AIRPORT_ALREADY_EXISTS: 409,
  AIRLINE_ALREADY_EXISTS: 409,
  FLIGHT_DATA_IN_USE: 409,
  PAYMENT_METHOD_UNAVAILABLE: 422,
  PAYMENT_NOT_EXPECTED: 409,
  PAYMENT_PROVIDER_UNAVAILABLE: 502,
  PAYMENT_ALREADY_STARTED: 409,
  PAYMENT_BOOKING_CANCELLED: 409,
  PAYMENT_AWAITING_ONLINE: 409,
  HOLD_EXPIRED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
  INVALID_EMAIL_OR_PASSWORD: 401,
  LAST_OWNER: 409,
  ALREADY_MEMBER: 409,
  INVITATION_NOT_FOUND: 404,
  INVITATION_EXPIRED: 410,
  INVITATION_USED: 409,
  INVITATION_WRONG_ACCOUNT: 403,
  BOOKING_STATE_CONFLICT: 409,
  SCHEDULE_HAS_SALES: 409,
};

/** A failure the client is meant to see: its code comes from the contracts. */
export class AppError extends Error {
  readonly status: ContentfulStatusCode;

  constructor(
    readonly code: ErrorCode,
    message: string = errorMessages[code],
    readonly details?: unknown,
    status?: ContentfulStatusCode,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = status ?? statusOfCode[code] ?? 500;
  }
}
