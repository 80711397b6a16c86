import { flightMessages } from '@madabook/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from '@/components/forms/choice-field';
import { type ArrivalDayOffset, arrivalDayOffsets } from '../schedule-form';
import type { ServerIssue } from '../server-errors';

type ArrivalDayFieldApi = {
  name: string;
  state: { value: ArrivalDayOffset };
  handleBlur: () => void;
  handleChange: (value: ArrivalDayOffset) => void;
};

/** Lands the same day, the next day ("+1 day", overnight) or the day after. */
export function ArrivalDayField({ field }: { field: ArrivalDayFieldApi }) {
  const { t } = useTranslation('adminFlights');
  return (
    <ChoiceField
      field={field}
      legend={t('schedules.form.arrivalDay')}
      description={t('schedules.form.arrivalDayHint')}
      choices={arrivalDayOffsets.map((offset) => ({
        value: offset,
        label: t(`schedules.form.arrivalDayOffset.${offset}`),
      }))}
    />
  );
}

/**
 * The server's verdicts in the admin's language where they are known: what the contracts cannot
 * check (times that do not fly in the airports' zones, an unknown airport, a day already past).
 * Any other keeps the server's own words, under its field.
 */
export function useServerIssueText() {
  const { t } = useTranslation('adminFlights');
  const known: Array<{ field: string; pattern: RegExp; text: (match: RegExpMatchArray) => string }> = [
    {
      field: 'arrivalTime',
      pattern: /before the departure/i,
      text: () => t('schedules.form.issues.arrivalBeforeDeparture'),
    },
    {
      field: 'arrivalTime',
      pattern: /at most (\d+) hours?/i,
      text: (match) => t('schedules.form.issues.tooLong', { count: Number(match[1]) }),
    },
    { field: 'departureTime', pattern: /past/i, text: () => t('schedules.form.issues.departurePast') },
    { field: 'validTo', pattern: /past/i, text: () => t('schedules.form.issues.validToPast') },
    { field: 'origin', pattern: /unknown/i, text: () => t('schedules.form.issues.unknownAirport') },
    { field: 'destination', pattern: /unknown/i, text: () => t('schedules.form.issues.unknownAirport') },
    { field: 'airlineCode', pattern: /unknown/i, text: () => t('schedules.form.issues.unknownAirline') },
    {
      field: 'destination',
      pattern: new RegExp(flightMessages.sameAirports),
      text: () => t('schedules.form.issues.sameAirports'),
    },
  ];
  return (issues: readonly ServerIssue[]): ServerIssue[] =>
    issues.map(({ field: path, message }) => {
      // The day offset has no error line of its own: the arrival time's says it.
      const field = path === 'arrivalDayOffset' ? 'arrivalTime' : path;
      for (const rule of known) {
        const match = rule.field === field ? message.match(rule.pattern) : null;
        if (match) return { field, message: rule.text(match) };
      }
      return { field, message };
    });
}

/** A titled group of a form's fields, two columns from 640 px up. */
export function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid min-w-0 items-start gap-4 sm:grid-cols-2">
      <legend className="mb-3 font-semibold text-base text-foreground">{legend}</legend>
      {children}
    </fieldset>
  );
}
