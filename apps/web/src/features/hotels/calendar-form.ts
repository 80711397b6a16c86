import {
  addDays,
  type CalendarUpdate,
  calendarUpdateSchema,
  maxCalendarNights,
  nightsBetween,
  todayInMadagascar,
} from '@madabook/contracts';
import { i18n } from '@/lib/i18n';
import { parsePercent, parseWholeNumber } from '@/lib/number-input';
import { fieldErrors } from '@/lib/schema-issues';

/** `KEEP` leaves a setting as each night has it; the others change it on every night chosen. */
export type PriceMode = 'KEEP' | 'AMOUNT' | 'PERCENT' | 'DEFAULT';
/** `DEFAULT`: back to the room type's own value (its quantity), or no minimum stay. */
export type NumberMode = 'KEEP' | 'SET' | 'DEFAULT';
export type SwitchMode = 'KEEP' | 'ON' | 'OFF';

/** What the dialog's inputs hold: text as typed, and a mode per setting. */
export type CalendarFormValues = {
  from: string;
  to: string;
  roomIds: string[];
  priceMode: PriceMode;
  amount: string;
  percent: string;
  forSaleMode: NumberMode;
  forSale: string;
  closed: SwitchMode;
  closedToArrival: SwitchMode;
  minStayMode: NumberMode;
  minStay: string;
};

export function calendarFormValues(selection: {
  from: string;
  to: string;
  roomIds: readonly string[];
}): CalendarFormValues {
  return {
    from: selection.from,
    to: selection.to,
    roomIds: [...selection.roomIds],
    priceMode: 'KEEP',
    amount: '',
    percent: '',
    forSaleMode: 'KEEP',
    forSale: '',
    closed: 'KEEP',
    closedToArrival: 'KEEP',
    minStayMode: 'KEEP',
    minStay: '',
  };
}

/** The price change as typed so far, or undefined while there is none or it cannot be read. */
export function priceChangeOf(values: Pick<CalendarFormValues, 'priceMode' | 'amount' | 'percent'>) {
  const change = priceInput(values);
  const parsed = calendarUpdateSchema.shape.price.safeParse(change);
  return parsed.success ? parsed.data : undefined;
}

function priceInput({
  priceMode,
  amount,
  percent,
}: Pick<CalendarFormValues, 'priceMode' | 'amount' | 'percent'>) {
  switch (priceMode) {
    case 'KEEP':
      return undefined;
    case 'AMOUNT':
      return { kind: 'AMOUNT' as const, amount: parseWholeNumber(amount) };
    case 'PERCENT':
      return { kind: 'PERCENT' as const, percent: parsePercent(percent) };
    case 'DEFAULT':
      return { kind: 'DEFAULT' as const };
  }
}

const numberInput = (mode: NumberMode, text: string) =>
  mode === 'KEEP' ? undefined : mode === 'DEFAULT' ? null : parseWholeNumber(text);

const switchInput = (mode: SwitchMode) => (mode === 'KEEP' ? undefined : mode === 'ON');

function toCalendarInput(values: CalendarFormValues) {
  return {
    roomIds: values.roomIds,
    from: values.from,
    to: values.to,
    price: priceInput(values),
    forSale: numberInput(values.forSaleMode, values.forSale),
    closed: switchInput(values.closed),
    closedToArrival: switchInput(values.closedToArrival),
    minStay: numberInput(values.minStayMode, values.minStay),
  };
}

const isDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

/** Nothing would change: every setting left as it is. */
export const changesNothing = (values: CalendarFormValues) =>
  values.priceMode === 'KEEP' &&
  values.forSaleMode === 'KEEP' &&
  values.closed === 'KEEP' &&
  values.closedToArrival === 'KEEP' &&
  values.minStayMode === 'KEEP';

/** The field of the form that holds each part of the API's input. */
const fieldOfInput: Record<string, keyof CalendarFormValues | undefined> = {
  roomIds: 'roomIds',
  from: 'from',
  to: 'to',
  forSale: 'forSale',
  minStay: 'minStay',
};

/**
 * The contracts' rules, in the admin's language, on the fields that hold them; past nights refused
 * as the server refuses them. `form`: what is wrong with the form as a whole (nothing to change).
 */
export function calendarFormErrors(
  values: CalendarFormValues,
  today: string = todayInMadagascar(),
): { form?: string; fields: Partial<Record<keyof CalendarFormValues, string>> } | undefined {
  const fields: Partial<Record<keyof CalendarFormValues, string>> = {};
  const issues =
    fieldErrors(calendarUpdateSchema, toCalendarInput(values), {
      from: () => i18n.t('adminOccupancy:edit.invalidDate'),
      to: () => i18n.t('adminOccupancy:edit.invalidDate'),
      roomIds: () => i18n.t('adminOccupancy:edit.noRoom'),
    }) ?? {};
  for (const [path, message] of Object.entries(issues)) {
    if (path === 'price') fields[values.priceMode === 'AMOUNT' ? 'amount' : 'percent'] = message;
    const field = fieldOfInput[path];
    if (field) fields[field] = message;
  }
  if (isDate(values.from) && values.from < today) fields.from = i18n.t('adminOccupancy:edit.pastNight');
  if (isDate(values.from) && isDate(values.to)) {
    if (values.to < values.from) fields.to = i18n.t('adminOccupancy:edit.toBeforeFrom');
    else if (nightsBetween(values.from, addDays(values.to, 1)) > maxCalendarNights) {
      fields.to = i18n.t('adminOccupancy:edit.tooManyNights', { count: maxCalendarNights });
    }
  }
  const form = changesNothing(values) ? i18n.t('adminOccupancy:edit.nothingToChange') : undefined;
  return form || Object.keys(fields).length > 0 ? { form, fields } : undefined;
}

/** The API's input; call once the form is valid. */
export function toCalendarUpdate(values: CalendarFormValues): CalendarUpdate {
  return calendarUpdateSchema.parse(toCalendarInput(values));
}
