import {
  type FieldIssue as ApiFieldIssue,
  fieldIssueSchema,
  flightMessages,
  type PassengerType,
} from '@madabook/contracts';
import { z } from 'zod';
import { i18n } from '@/lib/i18n';
import { birthDateMessage, passengerAgeMessage } from './passengers';

const validationDetailsSchema = z.object({ issues: z.array(fieldIssueSchema) });

/** The issues of a 422 VALIDATION_ERROR, or none when the answer carries none. */
export function validationIssues(details: unknown): ApiFieldIssue[] {
  return validationDetailsSchema.safeParse(details).data?.issues ?? [];
}

export type ServerFieldErrors = {
  /** By the form's field names (`passengers[1].birthDate`), to show under each field. */
  fields: Record<string, string>;
  /** What belongs to no field of the form (the passengers as a whole, the offers). */
  others: string[];
};

const passengerPath = /^passengers\.(\d+)\.(firstName|lastName|birthDate)$/;

/**
 * The API's issues (paths like `passengers.1.birthDate`) put back on the form's fields, in the
 * visitor's language: the age rule names the passenger's type and the departure day.
 */
export function serverFieldErrors(
  issues: readonly ApiFieldIssue[],
  passengers: readonly { type: PassengerType }[],
  firstDepartureDay: string,
): ServerFieldErrors {
  const fields: Record<string, string> = {};
  const others: string[] = [];
  for (const issue of issues) {
    const passenger = passengerPath.exec(issue.path);
    if (passenger) {
      const [, index, key] = passenger;
      const type = passengers[Number(index)]?.type;
      if (type) {
        fields[`passengers[${index}].${key}`] ??=
          key === 'birthDate'
            ? birthDateMessage(
                issue.message === passengerAgeMessage ? 'age' : 'invalid',
                type,
                firstDepartureDay,
              )
            : i18n.t('flightBooking:passenger.nameInvalid');
        continue;
      }
    }
    if (issue.path === 'contact.email') fields[issue.path] ??= i18n.t('validation.invalidEmail');
    else if (issue.path === 'contact.phone') fields[issue.path] ??= i18n.t('validation.invalidPhone');
    else others.push(otherMessage(issue));
  }
  return { fields, others: [...new Set(others)] };
}

const otherMessages: Record<string, 'needsAdult' | 'infantsNeedAdults'> = {
  [flightMessages.needsAdult]: 'needsAdult',
  [flightMessages.infantsNeedAdults]: 'infantsNeedAdults',
};

function otherMessage(issue: ApiFieldIssue): string {
  const rule = otherMessages[issue.message];
  if (rule) return i18n.t(`flightBooking:rules.${rule}`);
  if (issue.path.startsWith('passengers')) return i18n.t('flightBooking:errors.passengers');
  if (issue.path.startsWith('offerIds')) return i18n.t('flightBooking:invalid.offers');
  return issue.message;
}
