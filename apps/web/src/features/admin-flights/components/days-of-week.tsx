import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldErrorMessage } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';
import { useLanguage } from '@/lib/i18n';
import { isoWeekdays, listDays, summarizeDays, toggleDay, weekdayName } from '../days-of-week';

/** "Every day", "Monday to Friday", "Weekends" or the days in words. */
export function useDaysText() {
  const { t } = useTranslation('adminFlights');
  const language = useLanguage();
  return (days: readonly number[]) => {
    const summary = summarizeDays(days);
    return summary.kind === 'some' ? listDays(summary.days, language) : t(`days.${summary.kind}`);
  };
}

/** A week as seven letters, the days it flies filled; read out as the days in words. */
export function DaysOfWeekStrip({ days }: { days: readonly number[] }) {
  const language = useLanguage();
  const daysText = useDaysText();
  return (
    <span className="flex flex-col gap-0.5">
      <span aria-hidden className="flex gap-0.5">
        {isoWeekdays.map((day) => {
          const flies = days.includes(day);
          return (
            <span
              key={day}
              title={weekdayName(day, language, 'long')}
              className={cn(
                'flex size-5 items-center justify-center rounded-sm font-semibold text-[0.6875rem] uppercase',
                flies ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground',
              )}
            >
              {weekdayName(day, language, 'narrow')}
            </span>
          );
        })}
      </span>
      <span className="sr-only">{daysText(days)}</span>
    </span>
  );
}

type DaysOfWeekFieldProps = {
  value: readonly number[];
  onChange: (days: number[]) => void;
  onBlur: () => void;
  error?: string | undefined;
};

/**
 * The days a schedule flies as seven toggle buttons (each says whether it is on), with shortcuts
 * for every day and Monday to Friday. Named by its legend, its error read with it.
 */
export function DaysOfWeekField({ value, onChange, onBlur, error }: DaysOfWeekFieldProps) {
  const { t } = useTranslation('adminFlights');
  const language = useLanguage();
  const errorId = useId();
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      className="flex min-w-0 flex-col gap-2"
    >
      <legend className="mb-2 flex items-baseline gap-0.5 font-medium text-foreground text-sm">
        {t('schedules.form.days')}
        <span aria-hidden className="text-destructive">
          *
        </span>
      </legend>
      <div className="flex flex-wrap items-center gap-1.5">
        {isoWeekdays.map((day) => {
          const on = value.includes(day);
          return (
            <button
              key={day}
              type="button"
              aria-pressed={on}
              aria-label={weekdayName(day, language, 'long')}
              onClick={() => onChange(toggleDay(value, day))}
              onBlur={onBlur}
              className={cn(
                'flex h-10 min-w-11 items-center justify-center rounded-md border px-2 font-medium text-sm capitalize transition-colors focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2',
                on
                  ? 'border-primary bg-primary text-primary-foreground hover:shade'
                  : 'border-input bg-card text-foreground hover:bg-highlight hover:text-highlight-foreground',
                error && !on && 'border-destructive',
              )}
            >
              {weekdayName(day, language, 'short').replace('.', '')}
            </button>
          );
        })}
      </div>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        <button
          type="button"
          className="rounded-sm font-medium text-primary text-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
          onClick={() => onChange([...isoWeekdays])}
          onBlur={onBlur}
        >
          {t('schedules.form.everyDay')}
        </button>
        <button
          type="button"
          className="rounded-sm font-medium text-primary text-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
          onClick={() => onChange([1, 2, 3, 4, 5])}
          onBlur={onBlur}
        >
          {t('schedules.form.weekdays')}
        </button>
      </div>
      {error && <FieldErrorMessage id={errorId}>{error}</FieldErrorMessage>}
    </fieldset>
  );
}
