import {
  ageOn,
  flightMessages,
  isoDateSchema,
  languageOrDefault,
  type PassengerInput,
  type PassengerType,
  passengerAges,
  todayInMadagascar,
} from '@madabook/contracts';
import { z } from 'zod';
import type { PassengerCounts } from '@/features/bookings/components/trips/flight/flight-price';
import { emailRule, phoneRule } from '@/lib/credential-rules';
import { formatDate } from '@/lib/format';
import { i18n } from '@/lib/i18n';

/** One passenger's place in the form: "Adult 2" is `{ type: 'ADULT', number: 2 }`. */
export type PassengerSlot = { type: PassengerType; number: number };

/** Adults, then children, then infants, each numbered from 1, as many as the search counted. */
export function passengerSlots({ adults, children, infants }: PassengerCounts): PassengerSlot[] {
  const slots = (type: PassengerType, count: number) =>
    Array.from({ length: count }, (_, index) => ({ type, number: index + 1 }));
  return [...slots('ADULT', adults), ...slots('CHILD', children), ...slots('INFANT', infants)];
}

export type PassengerValues = { type: PassengerType; firstName: string; lastName: string; birthDate: string };
export type FlightBookingValues = {
  passengers: PassengerValues[];
  contact: { email: string; phone: string };
};

/** The form's starting values: one blank passenger per slot, the account's email as contact. */
export function initialValues(counts: PassengerCounts, email: string): FlightBookingValues {
  return {
    passengers: passengerSlots(counts).map(({ type }) => ({
      type,
      firstName: '',
      lastName: '',
      birthDate: '',
    })),
    contact: { email, phone: '' },
  };
}

export type BirthDateIssue = 'required' | 'invalid' | 'future' | 'age';

/**
 * What is wrong with a date of birth for a type of passenger: the contracts' ages count on the day
 * of the first departure (an infant is under 2 that day, a child 2 to 11, an adult 12 or more).
 */
export function birthDateIssue(
  type: PassengerType,
  birthDate: string,
  firstDepartureDay: string,
  today: string = todayInMadagascar(),
): BirthDateIssue | undefined {
  if (!birthDate) return 'required';
  if (!isoDateSchema.safeParse(birthDate).success) return 'invalid';
  if (birthDate > today) return 'future';
  const age = ageOn(birthDate, firstDepartureDay);
  const { min, max } = passengerAges[type];
  return age < min || age > max ? 'age' : undefined;
}

/** The words of a birth date issue; the age rule names the type and the departure day. */
export function birthDateMessage(issue: BirthDateIssue, type: PassengerType, departureDay: string): string {
  if (issue !== 'age') return i18n.t(`flightBooking:passenger.birthDateIssue.${issue}`);
  const { min, max } = passengerAges[type];
  const language = languageOrDefault(i18n.resolvedLanguage);
  return i18n.t(`flightBooking:passenger.ageRule.${type}`, {
    min,
    max,
    under: max + 1,
    date: formatDate(departureDay, language),
  });
}

const nameRule = (key: 'firstName' | 'lastName') =>
  z
    .string()
    .trim()
    .min(1, i18n.t(`flightBooking:passenger.${key}Required`))
    .max(60, i18n.t('flightBooking:passenger.nameTooLong', { count: 60 }));

/**
 * The form's rules, in the visitor's language: names as the contracts take them, each date of birth
 * fitting its passenger's type on the day of the first departure, an email and phone the server takes.
 */
export function flightBookingFormSchema(firstDepartureDay: string, today: string = todayInMadagascar()) {
  return z.object({
    passengers: z.array(
      z
        .object({
          type: z.enum(['ADULT', 'CHILD', 'INFANT']),
          firstName: nameRule('firstName'),
          lastName: nameRule('lastName'),
          birthDate: z.string(),
        })
        .superRefine((passenger, context) => {
          const issue = birthDateIssue(passenger.type, passenger.birthDate, firstDepartureDay, today);
          if (issue)
            context.addIssue({
              code: 'custom',
              path: ['birthDate'],
              message: birthDateMessage(issue, passenger.type, firstDepartureDay),
            });
        }),
    ),
    contact: z.object({ email: emailRule(), phone: phoneRule() }),
  });
}

/** The body of POST /api/flight-bookings from the form's values. */
export function flightBookingInput(values: FlightBookingValues, offerIds: readonly string[]) {
  return {
    offerIds: [...offerIds],
    passengers: values.passengers.map(
      (passenger): PassengerInput => ({
        type: passenger.type,
        firstName: passenger.firstName.trim(),
        lastName: passenger.lastName.trim(),
        birthDate: passenger.birthDate,
      }),
    ),
    contact: { email: values.contact.email.trim(), phone: values.contact.phone.trim() },
  };
}

/** The contracts' own age message, recognised in an API answer. */
export const passengerAgeMessage: string = flightMessages.passengerAge;
