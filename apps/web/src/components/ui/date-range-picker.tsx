import { useState, useSyncExternalStore } from 'react';
import { type ClassNames, DayPicker, type DayPickerLocale, type Matcher } from 'react-day-picker';
import { cn } from '@/lib/cn';
import {
  CalendarPopover,
  type CalendarTriggerProps,
  calendarClassNames,
  calendarComponents,
  chosenDayClassName,
} from './calendar';

type DateRangeValue = { from?: Date; to?: Date };

type DateRangePickerProps = CalendarTriggerProps & {
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  /** A locale from `react-day-picker/locale` (date-fns locale plus the calendar's aria labels). */
  locale?: Partial<DayPickerLocale>;
  /** Days before it are disabled and months before it unreachable. */
  minDate?: Date;
  maxDate?: Date;
  /** Calendar days between `from` and `to`; with the default 1 the first click only sets `from`. */
  minDays?: number;
  maxDays?: number;
  /** Shown while no start date is chosen. */
  placeholder?: string;
  /** Trigger text for a chosen range; defaults to an `Intl.DateTimeFormat#formatRange` in the locale. */
  formatRange?: (value: DateRangeValue) => string;
  /** Accessible name of the calendar popover; defaults to `placeholder`. */
  calendarLabel?: string;
  /** Defaults to two months from 640 px up and one below. */
  numberOfMonths?: number;
  /** Close the popover once both ends are chosen. */
  closeOnSelect?: boolean;
  disabled?: boolean;
  className?: string;
};

const wideScreenQuery = '(min-width: 640px)';

function subscribeToWideScreen(onChange: () => void) {
  const query = window.matchMedia(wideScreenQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribeToWideScreen,
    () => window.matchMedia(wideScreenQuery).matches,
    () => false,
  );
}

function formatWithIntl({ from, to }: DateRangeValue, localeCode: string | undefined): string {
  const format = new Intl.DateTimeFormat(localeCode, { day: 'numeric', month: 'short', year: 'numeric' });
  if (from && to) return format.formatRange(from, to);
  return from ? `${format.format(from)} – …` : '';
}

const rangeClassNames: Partial<ClassNames> = {
  ...calendarClassNames,
  range_start: cn('rounded-l-md bg-highlight', chosenDayClassName),
  range_end: cn('rounded-r-md bg-highlight', chosenDayClassName),
  range_middle: 'bg-highlight [&>button]:rounded-none [&>button]:text-highlight-foreground',
};

function DateRangePicker({
  value,
  onChange,
  locale,
  minDate,
  maxDate,
  minDays = 1,
  maxDays,
  placeholder = 'Select dates',
  formatRange,
  calendarLabel,
  numberOfMonths,
  closeOnSelect = true,
  disabled,
  className,
  ...trigger
}: DateRangePickerProps) {
  const [open, setOpen] = useState(false);
  const wide = useWideScreen();

  const text = value.from ? (formatRange?.(value) ?? formatWithIntl(value, locale?.code)) : placeholder;
  const outOfBounds: Matcher[] = [];
  if (minDate) outOfBounds.push({ before: minDate });
  if (maxDate) outOfBounds.push({ after: maxDate });

  return (
    <CalendarPopover
      {...trigger}
      open={open}
      onOpenChange={setOpen}
      text={text}
      empty={!value.from}
      calendarLabel={calendarLabel ?? placeholder}
      disabled={disabled}
      className={className}
    >
      <DayPicker
        mode="range"
        autoFocus
        resetOnSelect
        excludeDisabled
        selected={value.from ? { from: value.from, to: value.to } : undefined}
        onSelect={(range) => {
          onChange({ from: range?.from, to: range?.to });
          if (closeOnSelect && range?.from && range.to) setOpen(false);
        }}
        min={minDays}
        max={maxDays}
        disabled={outOfBounds}
        startMonth={minDate}
        endMonth={maxDate}
        defaultMonth={value.from ?? minDate}
        numberOfMonths={numberOfMonths ?? (wide ? 2 : 1)}
        locale={locale}
        classNames={rangeClassNames}
        components={calendarComponents}
      />
    </CalendarPopover>
  );
}

export { DateRangePicker, type DateRangePickerProps, type DateRangeValue };
