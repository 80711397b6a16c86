import { type Airline, type AirlineInput, airlineInputSchema } from '@madabook/contracts';
import { i18n } from '@/lib/i18n';
import { fieldErrors } from '@/lib/schema-issues';
import { formatIssue } from './form-issues';

export type AirlineFormValues = { code: string; name: string; color: string };

/** Lagoon, the house colour, until the admin picks the airline's own. */
export const defaultAirlineColor = '#0E7C86';

export function airlineFormValues(airline?: Airline): AirlineFormValues {
  return {
    code: airline?.code ?? '',
    name: airline?.name ?? '',
    color: (airline?.color ?? defaultAirlineColor).toUpperCase(),
  };
}

/** "0b6e4f", "#0b6e4f" or " #0B6E4F ": the colour as the contracts write it, "#0B6E4F". */
export function normalizeColor(text: string): string {
  const trimmed = text.trim().toUpperCase();
  return trimmed.startsWith('#') ? trimmed : `#${trimmed}`;
}

/** Whether the text is a whole colour yet, for the colour swatch to follow it. */
export const isHexColor = (text: string) => /^#[0-9A-F]{6}$/.test(normalizeColor(text));

function toInput(values: AirlineFormValues) {
  return { ...values, color: values.color.trim() === '' ? '' : normalizeColor(values.color) };
}

/** The contracts' rules, in the admin's language. */
export function airlineFormErrors(values: AirlineFormValues) {
  return fieldErrors(airlineInputSchema, toInput(values), {
    code: formatIssue(() => i18n.t('adminFlights:airlines.form.invalid.code')),
    color: formatIssue(() => i18n.t('adminFlights:airlines.form.invalid.color')),
  });
}

export function toAirlineInput(values: AirlineFormValues): AirlineInput {
  return airlineInputSchema.parse(toInput(values));
}
