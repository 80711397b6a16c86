import { type Cabin, cabins, fieldIssueSchema } from '@madabook/contracts';
import type { AnyFormApi } from '@tanstack/react-form';
import { useRef } from 'react';
import { z } from 'zod';
import { ApiError } from '@/lib/api-error';
import { formValidator } from '@/lib/schema-issues';

const validationDetailsSchema = z.object({ issues: z.array(fieldIssueSchema) });

export type ServerIssue = { field: string; message: string };

/**
 * The field issues of a 422 VALIDATION_ERROR, each under its top-level field (`arrivalTime`,
 * `passengers.0.lastName` → `passengers`); none for any other failure.
 */
export function validationIssues(error: unknown): ServerIssue[] {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_ERROR') return [];
  const details = validationDetailsSchema.safeParse(error.details);
  if (!details.success) return [];
  return details.data.issues.map((issue) => ({
    field: issue.path.split('.')[0] ?? '',
    message: issue.message,
  }));
}

type FieldErrors = Record<string, string>;

/** What the server said of the values it was sent: a message per field at fault. */
export type ServerVerdict<Values> = { sent: Values; errors: FieldErrors };

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The server's errors that still stand: those whose field holds the value the server refused. */
export function standingErrors<Values extends object>(
  verdict: ServerVerdict<Values> | null,
  values: Values,
): FieldErrors | undefined {
  if (!verdict) return undefined;
  const standing = Object.entries(verdict.errors).filter(([field, _]) =>
    sameValue(values[field as keyof Values], verdict.sent[field as keyof Values]),
  );
  return standing.length > 0 ? Object.fromEntries(standing) : undefined;
}

/**
 * A form's checks, the contracts' first, then the server's verdict on the last values sent: each
 * server error shows under its field, as if the form had found it, until that field changes.
 */
export function useServerVerdict<Values extends object>(
  clientErrors: (values: Values) => FieldErrors | undefined,
) {
  const verdict = useRef<ServerVerdict<Values> | null>(null);
  return {
    validator: formValidator((values: Values) => {
      const client = clientErrors(values);
      const server = standingErrors(verdict.current, values);
      return client || server ? { ...server, ...client } : undefined;
    }),
    /** Before a new attempt: the server judges again. */
    clear() {
      verdict.current = null;
    },
    /**
     * Shows the server's issues with the values `sent` under their fields. Answers the messages
     * that belong to no field of the form, for an alert above it.
     */
    show(form: Pick<AnyFormApi, 'validate'>, sent: Values, issues: readonly ServerIssue[]): string[] {
      const errors: FieldErrors = {};
      const elsewhere: string[] = [];
      for (const { field, message } of issues) {
        if (field in sent) errors[field] ??= message;
        else if (!elsewhere.includes(message)) elsewhere.push(message);
      }
      verdict.current = { sent, errors };
      void form.validate('change');
      return elsewhere;
    },
  };
}

/** The `details` of a refusal that names the departure at stake. Read loosely: its date alone is enough to name it. */
const departureDetailsSchema = z.looseObject({ departureDate: z.string().optional().catch(undefined) });

/**
 * The `details` of SEATS_BELOW_SOLD: the departure that has sold more seats than the change would
 * leave for sale, and its seats sold per cabin.
 */
const seatsBelowSoldDetailsSchema = departureDetailsSchema.extend({
  economySold: z.number().int().optional().catch(undefined),
  businessSold: z.number().int().optional().catch(undefined),
});

export type SeatsBelowSold = { departureDate: string | undefined; sold: Partial<Record<Cabin, number>> };

const dayOf = (text: string | undefined) => (text ? /^\d{4}-\d{2}-\d{2}/.exec(text)?.[0] : undefined);

/**
 * The departure a SCHEDULE_HAS_SALES refusal names: it has sales, so its schedule keeps its route
 * and airline. Undefined for any other failure.
 */
export function scheduleHasSales(error: unknown): { departureDate: string | undefined } | undefined {
  if (!(error instanceof ApiError) || error.code !== 'SCHEDULE_HAS_SALES') return undefined;
  const details = departureDetailsSchema.safeParse(error.details);
  return { departureDate: details.success ? dayOf(details.data.departureDate) : undefined };
}

/** The departure a SEATS_BELOW_SOLD refusal names; undefined for any other failure. */
export function seatsBelowSold(error: unknown): SeatsBelowSold | undefined {
  if (!(error instanceof ApiError) || error.code !== 'SEATS_BELOW_SOLD') return undefined;
  const details = seatsBelowSoldDetailsSchema.safeParse(error.details);
  if (!details.success) return { departureDate: undefined, sold: {} };
  const { departureDate, economySold, businessSold } = details.data;
  const sold: Partial<Record<Cabin, number>> = {};
  if (economySold !== undefined) sold.ECONOMY = economySold;
  if (businessSold !== undefined) sold.BUSINESS = businessSold;
  return { departureDate: dayOf(departureDate), sold };
}

/**
 * The cabins whose seats the refusal is about: those that sold more than the seats sent would
 * leave; both when the details do not say.
 */
export function cabinsBelowSold(refusal: SeatsBelowSold, seats: Record<Cabin, number>): Cabin[] {
  const short = cabins.filter((cabin) => {
    const sold = refusal.sold[cabin];
    return sold !== undefined && sold > seats[cabin];
  });
  return short.length > 0 ? short : [...cabins];
}
