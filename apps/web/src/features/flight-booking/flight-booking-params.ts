import { flightMessages, maxPassengers } from '@madabook/contracts';
import { z } from 'zod';
import { type FieldIssue, translateIssues } from '@/components/stay/stay-issues';
import type { PassengerCounts } from '@/features/bookings/components/trips/flight/flight-price';
import { i18n } from '@/lib/i18n';
import type { FlightBookingParams } from './flight-booking-url';

const offerList = z
  .unknown()
  .transform((value) =>
    (Array.isArray(value) ? value : String(value ?? '').split(','))
      .map((item) => String(item).trim())
      .filter(Boolean),
  );

const count = (min: number) => z.coerce.number().int().min(min).max(maxPassengers);

const flightBookingRequestSchema = z
  .object({
    offerIds: offerList.pipe(z.array(z.string().max(2000)).min(1).max(2)),
    adults: z.preprocess((value) => value ?? 1, count(1)),
    children: z.preprocess((value) => value ?? 0, count(0)),
    infants: z.preprocess((value) => value ?? 0, count(0)),
  })
  .superRefine((request, context) => {
    if (request.adults + request.children + request.infants > maxPassengers)
      context.addIssue({ code: 'custom', path: ['adults'], message: flightMessages.tooManyPassengers });
    if (request.infants > request.adults)
      context.addIssue({ code: 'custom', path: ['infants'], message: flightMessages.infantsNeedAdults });
  });

export type FlightBookingRequest = { offerIds: string[]; counts: PassengerCounts };

export type CheckedFlightBookingRequest =
  | { request: FlightBookingRequest; issues?: undefined }
  | { request?: undefined; issues: FieldIssue[] };

const ruleOfMessage = new Map<string, 'tooManyPassengers' | 'infantsNeedAdults'>([
  [flightMessages.tooManyPassengers, 'tooManyPassengers'],
  [flightMessages.infantsNeedAdults, 'infantsNeedAdults'],
]);

const fieldMessage = (field: string) => {
  switch (field) {
    case 'offerIds':
      return i18n.t('flightBooking:invalid.offers');
    case 'adults':
    case 'children':
    case 'infants':
      return i18n.t(`flightBooking:invalid.${field}`, { max: maxPassengers });
    default:
      return undefined;
  }
};

/** The address checked: the offers to book and who travels, or what is wrong with it, translated. */
export function checkFlightBookingRequest(params: FlightBookingParams): CheckedFlightBookingRequest {
  const parsed = flightBookingRequestSchema.safeParse({
    offerIds: params.offers,
    adults: params.adults,
    children: params.children,
    infants: params.infants,
  });
  if (parsed.success) {
    const { offerIds, adults, children, infants } = parsed.data;
    return { request: { offerIds, counts: { adults, children, infants } } };
  }
  const issues = parsed.error.issues.map((issue) => {
    const rule = ruleOfMessage.get(issue.message);
    return rule
      ? { ...issue, path: [], message: i18n.t(`flightBooking:rules.${rule}`, { max: maxPassengers }) }
      : issue;
  });
  return { issues: translateIssues(issues, (field) => (field ? fieldMessage(field) : undefined)) };
}
