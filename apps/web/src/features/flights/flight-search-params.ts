import {
  addDays,
  airlineCodeSchema,
  type Cabin,
  checkFlightSearch,
  flightHorizonDays,
  flightMessages,
  flightSearchQuerySchema,
  maxPassengers,
  todayInMadagascar,
} from '@madabook/contracts';
import { z } from 'zod';
import type { FieldIssue } from '@/components/stay/stay-issues';
import { i18n } from '@/lib/i18n';
import type { FlightSearchParams } from './flight-search-url';
import { timesOfDay } from './flight-times';
import { type FlightFilters, type FlightSort, flightSorts } from './itineraries';
import { decodeFareChoice, type FareChoice } from './trip-selection';

/** A search the API accepts: the contracts' query once parsed, defaults applied. */
export type FlightSearch = z.output<typeof flightSearchQuerySchema>;
export type Passengers = Pick<FlightSearch, 'adults' | 'children' | 'infants'>;
export const passengerKinds = ['adults', 'children', 'infants'] as const;
export type PassengerKind = (typeof passengerKinds)[number];

export type FlightResultsView = {
  sort: FlightSort;
  filters: FlightFilters;
  /** The outbound fare chosen on a return trip's first step. */
  outbound?: FareChoice;
};

const asList = (value: unknown) =>
  typeof value === 'string' ? value.split(',').filter(Boolean) : typeof value === 'number' ? [value] : value;
const listOf = <Item extends z.ZodType>(item: Item) =>
  z.preprocess(
    asList,
    z
      .array(item)
      .transform((list) => [...new Set(list)])
      .optional(),
  );

const viewSchema = z.object({
  sort: z.enum(flightSorts).default('price'),
  stops: listOf(z.coerce.number().int().min(0).max(3)),
  times: listOf(z.enum(timesOfDay)),
  airlines: listOf(airlineCodeSchema),
});

const searchFields = [
  'from',
  'to',
  'departDate',
  'returnDate',
  'adults',
  'children',
  'infants',
  'cabin',
] as const;
type SearchField = (typeof searchFields)[number];
const viewFields = ['sort', 'stops', 'times', 'airlines'] as const;
type IssueField = SearchField | (typeof viewFields)[number];
const isIssueField = (field: string): field is IssueField =>
  (searchFields as readonly string[]).includes(field) || (viewFields as readonly string[]).includes(field);

const tooFarAhead = `Flights are sold at most ${flightHorizonDays} days ahead`;

/** The contracts' flight rules, the fields each one reads, and its key in `flights:rules`. */
const rules = [
  { message: flightMessages.sameAirports, key: 'sameAirports', fields: ['from', 'to'] },
  { message: flightMessages.departureInPast, key: 'departureInPast', fields: ['departDate'] },
  { message: tooFarAhead, key: 'tooFarAhead', fields: ['departDate'] },
  {
    message: flightMessages.returnBeforeDeparture,
    key: 'returnBeforeDeparture',
    fields: ['departDate', 'returnDate'],
  },
  {
    message: flightMessages.tooManyPassengers,
    key: 'tooManyPassengers',
    fields: ['adults', 'children', 'infants'],
  },
  { message: flightMessages.infantsNeedAdults, key: 'infantsNeedAdults', fields: ['adults', 'infants'] },
] as const satisfies ReadonlyArray<{ message: string; key: string; fields: readonly SearchField[] }>;

type Issue = { path: readonly PropertyKey[]; message: string };

/**
 * The contracts' issues in the visitor's language, once per field and message: a rule by its name,
 * a bad value by what its field expects, anything else in the contracts' own words.
 */
export function translateFlightIssues(issues: readonly Issue[]): FieldIssue[] {
  const translated = issues.map(({ path, message }) => {
    const field = String(path[0] ?? '');
    const rule = rules.find((candidate) => candidate.message === message);
    if (rule)
      return {
        field,
        message: i18n.t(`flights:rules.${rule.key}`, { passengers: maxPassengers, days: flightHorizonDays }),
      };
    return { field, message: isIssueField(field) ? i18n.t(`flights:invalid.${field}`) : message };
  });
  return translated.filter(
    (issue, index) =>
      translated.findIndex((other) => other.field === issue.field && other.message === issue.message) ===
      index,
  );
}

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/**
 * The search's rules on the fields that could be read: a field with a bad value has its own message,
 * and the rules that read it say nothing more (zod stops before them when a value cannot be read).
 */
function ruleIssues(
  input: Partial<Record<SearchField, unknown>>,
  badFields: ReadonlySet<string>,
  now: Date,
): Issue[] {
  const shape = flightSearchQuerySchema.shape;
  const value = <Field extends SearchField>(field: Field, fallback: unknown) => {
    const parsed = shape[field].safeParse(emptyAsUndefined(input[field]));
    return parsed.success ? parsed.data : fallback;
  };
  const issues: Issue[] = [];
  const context = { addIssue: (issue: Issue) => issues.push(issue) } as unknown as z.RefinementCtx;
  checkFlightSearch(
    {
      from: String(value('from', '')),
      to: String(value('to', '')),
      departDate: String(value('departDate', '')),
      returnDate: value('returnDate', undefined) as string | undefined,
      adults: Number(value('adults', 1)),
      children: Number(value('children', 0)),
      infants: Number(value('infants', 0)),
    },
    context,
    now,
  );
  return issues.filter((issue) => {
    const rule = rules.find((candidate) => candidate.message === issue.message);
    return !rule?.fields.some((field) => badFields.has(field));
  });
}

export type CheckedFlightSearch =
  | { kind: 'start' }
  | { kind: 'invalid'; issues: FieldIssue[] }
  | { kind: 'search'; search: FlightSearch; view: FlightResultsView };

/**
 * The address checked with the contracts' rules. Without an origin, a destination and a day there is
 * nothing to search yet: the page offers the form, filled with what the address gives.
 */
export function checkFlightSearchParams(
  params: FlightSearchParams,
  now: Date = new Date(),
): CheckedFlightSearch {
  if (params.from === undefined || params.to === undefined || params.departDate === undefined) {
    return { kind: 'start' };
  }
  const input = Object.fromEntries(searchFields.map((field) => [field, params[field]])) as Record<
    SearchField,
    unknown
  >;
  const parsed = flightSearchQuerySchema.safeParse(input);
  const view = viewSchema.safeParse({
    sort: params.sort,
    stops: params.stops,
    times: params.times,
    airlines: params.airlines,
  });
  if (parsed.success && view.success) {
    const search = parsed.data;
    const outbound = search.returnDate === undefined ? undefined : decodeFareChoice(params.outbound);
    const { sort, ...filters } = view.data;
    return { kind: 'search', search, view: { sort, filters, ...(outbound ? { outbound } : {}) } };
  }
  const fieldIssues = (parsed.error?.issues ?? []).filter((issue) => issue.code !== 'custom');
  const badFields = new Set(fieldIssues.map((issue) => String(issue.path[0])));
  return {
    kind: 'invalid',
    issues: translateFlightIssues([
      ...fieldIssues,
      ...ruleIssues(input, badFields, now),
      ...(view.error?.issues ?? []),
    ]),
  };
}

export const tripTypes = ['return', 'oneWay'] as const;
export type TripType = (typeof tripTypes)[number];

/** The search as the form edits it: airports and days stay empty until chosen. */
export type FlightSearchDraft = {
  tripType: TripType;
  from?: string;
  to?: string;
  departDate?: string;
  returnDate?: string;
  adults: number;
  children: number;
  infants: number;
  cabin: Cabin;
};

/** How far each count can go: nine passengers in all, at least one adult, an adult's lap per infant. */
export function passengerLimits({
  adults,
  children,
  infants,
}: Passengers): Record<PassengerKind, [number, number]> {
  const room = maxPassengers - adults - children - infants;
  return {
    adults: [Math.max(1, infants), adults + room],
    children: [0, children + room],
    infants: [0, Math.min(adults, infants + room)],
  };
}

export const defaultPassengers: Passengers = { adults: 1, children: 0, infants: 0 };

const readable = <Output>(schema: z.ZodType<Output>, value: unknown): Output | undefined => {
  const parsed = schema.safeParse(emptyAsUndefined(value));
  return parsed.success ? parsed.data : undefined;
};

/**
 * What the form starts from: every value of the address that can be read, the defaults for the rest
 * (a return trip unless a departure day comes without a return, one adult, economy).
 */
export function flightDraftOf(params: FlightSearchParams): FlightSearchDraft {
  const shape = flightSearchQuerySchema.shape;
  const departDate = readable(shape.departDate, params.departDate);
  const returnDate = readable(shape.returnDate, params.returnDate);
  const count = (field: 'adults' | 'children' | 'infants', min: number) =>
    Math.max(min, readable(shape[field], params[field]) ?? defaultPassengers[field]);
  const adults = count('adults', 1);
  const children = count('children', 0);
  const infants = Math.min(count('infants', 0), adults);
  const fits = adults + children + infants <= maxPassengers;
  return {
    tripType: departDate && !returnDate ? 'oneWay' : 'return',
    from: readable(shape.from, params.from),
    to: readable(shape.to, params.to),
    departDate,
    returnDate,
    ...(fits ? { adults, children, infants } : defaultPassengers),
    cabin: readable(shape.cabin, params.cabin) ?? 'ECONOMY',
  };
}

/** The draft of a search already made, to edit it. */
export function draftOfSearch(search: FlightSearch): FlightSearchDraft {
  return { ...search, tripType: search.returnDate === undefined ? 'oneWay' : 'return' };
}

export type CheckedFlightDraft =
  | { search: FlightSearch; issues?: undefined }
  | { search?: undefined; issues: FieldIssue[] };

/** The form's search checked with the contracts' rules, plus what a form needs: both ends of a return trip. */
export function checkFlightDraft(draft: FlightSearchDraft, now: Date = new Date()): CheckedFlightDraft {
  const { tripType, ...search } = draft;
  const input = { ...search, returnDate: tripType === 'return' ? draft.returnDate : undefined };
  const missingReturn: FieldIssue[] =
    tripType === 'return' && !draft.returnDate
      ? [{ field: 'returnDate', message: i18n.t('flights:form.missingReturnDate') }]
      : [];
  const parsed = flightSearchQuerySchema.safeParse(input);
  if (parsed.success && missingReturn.length === 0) return { search: parsed.data };
  const fieldIssues = (parsed.error?.issues ?? []).filter((issue) => issue.code !== 'custom');
  const badFields = new Set(fieldIssues.map((issue) => String(issue.path[0])));
  // A form's day is chosen in a calendar, never typed: a missing one is asked for, not explained.
  const issues = translateFlightIssues([...fieldIssues, ...ruleIssues(input, badFields, now)]).map((issue) =>
    issue.field === 'departDate' && !draft.departDate
      ? { ...issue, message: i18n.t('flights:form.missingDepartDate') }
      : issue,
  );
  return { issues: [...issues, ...missingReturn] };
}

/** The address of a search: the contracts' query, with no return day on a one-way trip. */
export function paramsOfSearch(search: FlightSearch) {
  return {
    from: search.from,
    to: search.to,
    departDate: search.departDate,
    returnDate: search.returnDate,
    adults: search.adults,
    children: search.children,
    infants: search.infants,
    cabin: search.cabin,
  } satisfies FlightSearchParams;
}

/** The filters as the address keeps them: an empty list is no filter. */
export function paramsOfFilters(filters: FlightFilters): Partial<FlightSearchParams> {
  return {
    stops: filters.stops?.length ? filters.stops : undefined,
    times: filters.times?.length ? filters.times : undefined,
    airlines: filters.airlines?.length ? filters.airlines : undefined,
  };
}

/** The first and last days a departure can be searched, in Madagascar. */
export function searchableDays(now: Date = new Date()): { first: string; last: string } {
  const first = todayInMadagascar(now);
  return { first, last: addDays(first, flightHorizonDays) };
}

/**
 * The same search a day earlier or later, for the "no flight on this day" links; undefined when that
 * day cannot be searched. Moving the outbound keeps the return after it; moving the return keeps it
 * on or after the outbound.
 */
export function shiftedSearch(
  search: FlightSearch,
  leg: 'outbound' | 'return',
  days: number,
  now: Date = new Date(),
): FlightSearch | undefined {
  const { first, last } = searchableDays(now);
  if (leg === 'outbound') {
    const departDate = addDays(search.departDate, days);
    if (departDate < first || departDate > last) return undefined;
    const returnDate =
      search.returnDate !== undefined && search.returnDate < departDate ? departDate : search.returnDate;
    return { ...search, departDate, returnDate };
  }
  if (search.returnDate === undefined) return undefined;
  const returnDate = addDays(search.returnDate, days);
  if (returnDate < search.departDate) return undefined;
  return { ...search, returnDate };
}
