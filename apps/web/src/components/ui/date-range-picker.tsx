import { CalendarIcon, ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useId, useState, useSyncExternalStore } from 'react';
import {
  type ChevronProps,
  type ClassNames,
  DayPicker,
  type DayPickerLocale,
  type Matcher,
} from 'react-day-picker';
import { cn } from '@/lib/cn';
import { Button, buttonVariants } from './button';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

type DateRangeValue = { from?: Date; to?: Date };

type DateRangePickerProps = {
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
  id?: string;
  className?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  /** Accepted so FormField can pass it, but not forwarded: a button does not support aria-required. */
  'aria-required'?: boolean | 'true' | 'false';
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

const calendarClassNames: Partial<ClassNames> = {
  root: 'relative w-fit',
  months: 'relative flex flex-col gap-6 sm:flex-row',
  month: 'flex flex-col gap-3',
  month_caption: 'flex h-9 items-center justify-center px-10',
  caption_label: 'font-semibold text-sm capitalize',
  nav: 'absolute inset-x-0 top-0 z-10 flex h-9 items-center justify-between',
  button_previous: cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'size-9'),
  button_next: cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'size-9'),
  month_grid: 'border-collapse',
  weekday: 'size-10 font-medium text-muted-foreground text-xs',
  day: 'size-10 p-0 text-center text-sm',
  day_button: cn(
    buttonVariants({ variant: 'ghost', size: 'icon' }),
    'size-10 font-normal tabular-nums focus-visible:outline-offset-0',
  ),
  today: '[&>button]:font-bold [&>button]:underline [&>button]:underline-offset-4',
  range_start:
    'rounded-l-md bg-highlight [&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary [&>button]:hover:text-primary-foreground [&>button]:hover:shade',
  range_end:
    'rounded-r-md bg-highlight [&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary [&>button]:hover:text-primary-foreground [&>button]:hover:shade',
  range_middle: 'bg-highlight [&>button]:rounded-none [&>button]:text-highlight-foreground',
  outside: '[&>button]:text-muted-foreground',
  hidden: 'invisible',
};

function CalendarChevron({ orientation, className }: ChevronProps) {
  const Icon =
    orientation === 'left' ? ChevronLeftIcon : orientation === 'right' ? ChevronRightIcon : ChevronDownIcon;
  return <Icon aria-hidden className={cn('size-4', className)} />;
}

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
  id,
  className,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
}: DateRangePickerProps) {
  const [open, setOpen] = useState(false);
  const wide = useWideScreen();
  const valueId = useId();

  const text = value.from ? (formatRange?.(value) ?? formatWithIntl(value, locale?.code)) : placeholder;
  const outOfBounds: Matcher[] = [];
  if (minDate) outOfBounds.push({ before: minDate });
  if (maxDate) outOfBounds.push({ after: maxDate });

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          id={id}
          variant="outline"
          disabled={disabled}
          aria-labelledby={labelledBy ? `${labelledBy} ${valueId}` : undefined}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className={cn(
            'w-full justify-start px-3 text-left font-normal aria-invalid:border-destructive',
            className,
          )}
        >
          <CalendarIcon aria-hidden className="text-muted-foreground" />
          <span id={valueId} className={cn('truncate', !value.from && 'text-muted-foreground')}>
            {text}
          </span>
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align="start"
        aria-label={calendarLabel ?? placeholder}
        className="w-auto p-3"
        onOpenAutoFocus={(event) => event.preventDefault()}
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
          classNames={calendarClassNames}
          components={{ Chevron: CalendarChevron }}
        />
      </PopoverContent>
    </Popover>
  );
}

export { DateRangePicker, type DateRangePickerProps, type DateRangeValue };
