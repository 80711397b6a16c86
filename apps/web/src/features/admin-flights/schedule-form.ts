import {
  type FlightSchedule,
  type FlightScheduleInput,
  type FlightScheduleValues,
  flightScheduleInputSchema,
} from '@madabook/contracts';
import type { z } from 'zod';
import { i18n } from '@/lib/i18n';
import { parseWholeNumber } from '@/lib/number-input';
import { fieldErrors } from '@/lib/schema-issues';
import { isoWeekdays } from './days-of-week';
import { formatIssue } from './form-issues';

export const arrivalDayOffsets = ['0', '1', '2'] as const;
export type ArrivalDayOffset = (typeof arrivalDayOffsets)[number];

/** What the inputs hold: text as typed, the days as ISO numbers; `toScheduleInput` makes the API's shape. */
export type ScheduleFormValues = {
  airlineCode: string;
  flightNumber: string;
  origin: string;
  destination: string;
  departureTime: string;
  arrivalTime: string;
  arrivalDayOffset: ArrivalDayOffset;
  daysOfWeek: number[];
  validFrom: string;
  validTo: string;
  economySeats: string;
  businessSeats: string;
  economyLightFare: string;
  economyFlexFare: string;
  businessFlexFare: string;
};

const asOffset = (offset: number): ArrivalDayOffset =>
  arrivalDayOffsets.find((choice) => Number(choice) === offset) ?? '0';

const fareText = (fare: number | null | undefined) =>
  fare === null || fare === undefined ? '' : String(fare);

/**
 * A schedule's values, or a new one's: every day of the week, from `today`, no business cabin, of
 * `airlineCode` when the page is an airline's.
 */
export function scheduleFormValues(
  schedule: FlightSchedule | undefined,
  today: string,
  airlineCode = '',
): ScheduleFormValues {
  return {
    airlineCode: schedule?.airlineCode ?? airlineCode,
    flightNumber: schedule?.flightNumber ?? '',
    origin: schedule?.origin ?? '',
    destination: schedule?.destination ?? '',
    departureTime: schedule?.departureTime ?? '',
    arrivalTime: schedule?.arrivalTime ?? '',
    arrivalDayOffset: asOffset(schedule?.arrivalDayOffset ?? 0),
    daysOfWeek: schedule ? [...schedule.daysOfWeek].sort((a, b) => a - b) : [...isoWeekdays],
    validFrom: schedule?.validFrom ?? today,
    validTo: schedule?.validTo ?? '',
    economySeats: schedule ? String(schedule.economySeats) : '',
    businessSeats: schedule ? String(schedule.businessSeats) : '0',
    economyLightFare: fareText(schedule?.economyLightFare),
    economyFlexFare: fareText(schedule?.economyFlexFare),
    businessFlexFare: fareText(schedule?.businessFlexFare),
  };
}

/** A fare left blank is not sold: null, as the API has it. */
const fare = (text: string) => parseWholeNumber(text) ?? null;

/** The input as typed, before the contracts check it: a blank seat count is still missing. */
export type ScheduleDraft = Omit<FlightScheduleInput, 'economySeats'> & { economySeats: number | undefined };

/** The values in the API's shape, numbers read as typed ("150 000" or "150,000"), days in order. */
export function toScheduleInput(values: ScheduleFormValues): ScheduleDraft {
  return {
    airlineCode: values.airlineCode,
    flightNumber: values.flightNumber,
    origin: values.origin,
    destination: values.destination,
    departureTime: values.departureTime,
    arrivalTime: values.arrivalTime,
    arrivalDayOffset: Number(values.arrivalDayOffset),
    daysOfWeek: [...values.daysOfWeek].sort((a, b) => a - b),
    validFrom: values.validFrom,
    validTo: values.validTo,
    economySeats: parseWholeNumber(values.economySeats),
    businessSeats: parseWholeNumber(values.businessSeats) ?? 0,
    economyLightFare: fare(values.economyLightFare),
    economyFlexFare: fare(values.economyFlexFare),
    businessFlexFare: fare(values.businessFlexFare),
  };
}

type Issue = z.core.$ZodIssue;

const issueText = {
  airline: () => i18n.t('adminFlights:schedules.form.issues.airline'),
  flightNumber: () => i18n.t('adminFlights:schedules.form.issues.flightNumber'),
  airport: () => i18n.t('adminFlights:schedules.form.issues.airport'),
  sameAirports: () => i18n.t('adminFlights:schedules.form.issues.sameAirports'),
  time: () => i18n.t('adminFlights:schedules.form.issues.time'),
  days: () => i18n.t('adminFlights:schedules.form.issues.days'),
  date: () => i18n.t('adminFlights:schedules.form.issues.date'),
  validToBeforeFrom: () => i18n.t('adminFlights:schedules.form.issues.validToBeforeFrom'),
  noSeats: () => i18n.t('adminFlights:schedules.form.issues.noSeats'),
  economyFare: () => i18n.t('adminFlights:schedules.form.issues.economyFare'),
  businessFare: () => i18n.t('adminFlights:schedules.form.issues.businessFare'),
};

const shape = flightScheduleInputSchema.shape;
type NumberField = 'economySeats' | 'economyLightFare' | 'businessFlexFare';

/**
 * A field with a rule across fields (origin ≠ destination, last day after the first…): the
 * contracts report it as a custom issue, which gets its own words; any other issue is told as
 * the field's own schema would tell it.
 */
function ruleOr(rule: () => string, other: (issue: Issue) => string) {
  return (issue: Issue) => (issue.code === 'custom' ? rule() : other(issue));
}

function ownIssue(field: NumberField, draft: ScheduleDraft) {
  return () => fieldErrors(shape[field], draft[field])?.[''] ?? i18n.t('formIssues:invalid');
}

/** The contracts' rules in the admin's language: each format named, each rule across fields said. */
export function scheduleFormErrors(values: ScheduleFormValues) {
  const draft = toScheduleInput(values);
  return fieldErrors(flightScheduleInputSchema, draft, {
    airlineCode: issueText.airline,
    flightNumber: formatIssue(issueText.flightNumber),
    origin: issueText.airport,
    destination: ruleOr(issueText.sameAirports, issueText.airport),
    departureTime: formatIssue(issueText.time),
    arrivalTime: formatIssue(issueText.time),
    daysOfWeek: issueText.days,
    validFrom: formatIssue(issueText.date),
    validTo: ruleOr(issueText.validToBeforeFrom, formatIssue(issueText.date)),
    economySeats: ruleOr(issueText.noSeats, ownIssue('economySeats', draft)),
    economyLightFare: ruleOr(issueText.economyFare, ownIssue('economyLightFare', draft)),
    businessFlexFare: ruleOr(issueText.businessFare, ownIssue('businessFlexFare', draft)),
  });
}

/** The API's input, defaults applied; call once the form is valid. */
export function toScheduleValues(values: ScheduleFormValues): FlightScheduleValues {
  return flightScheduleInputSchema.parse(toScheduleInput(values));
}
