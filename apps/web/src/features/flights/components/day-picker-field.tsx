import { CalendarIcon, ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { type ChevronProps, type ClassNames, DayPicker, type DayPickerLocale } from 'react-day-picker';
import { Button, buttonVariants } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/cn';

// The range picker's look (components/ui/date-range-picker), for one day.
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
  selected:
    '[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary [&>button]:hover:text-primary-foreground [&>button]:hover:shade',
  outside: '[&>button]:text-muted-foreground',
  hidden: 'invisible',
};

function CalendarChevron({ orientation, className }: ChevronProps) {
  const Icon =
    orientation === 'left' ? ChevronLeftIcon : orientation === 'right' ? ChevronRightIcon : ChevronDownIcon;
  return <Icon aria-hidden className={cn('size-4', className)} />;
}

type DayPickerFieldProps = {
  value: Date | undefined;
  onChange: (value: Date | undefined) => void;
  locale?: Partial<DayPickerLocale>;
  minDate?: Date;
  maxDate?: Date;
  placeholder: string;
  /** The trigger's text for the chosen day. */
  formatDay: (day: Date) => string;
  calendarLabel: string;
  id?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
};

/** One day in a calendar popover, named by its label and the chosen day; it closes once a day is taken. */
export function DayPickerField({
  value,
  onChange,
  locale,
  minDate,
  maxDate,
  placeholder,
  formatDay,
  calendarLabel,
  id,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
}: DayPickerFieldProps) {
  const [open, setOpen] = useState(false);
  const valueId = useId();
  const disabled = [...(minDate ? [{ before: minDate }] : []), ...(maxDate ? [{ after: maxDate }] : [])];
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          id={id}
          variant="outline"
          aria-labelledby={labelledBy ? `${labelledBy} ${valueId}` : undefined}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className="w-full justify-start px-3 text-left font-normal aria-invalid:border-destructive"
        >
          <CalendarIcon aria-hidden className="text-muted-foreground" />
          <span id={valueId} className={cn('truncate', !value && 'text-muted-foreground')}>
            {value ? formatDay(value) : placeholder}
          </span>
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align="start"
        aria-label={calendarLabel}
        className="w-auto p-3"
        onOpenAutoFocus={(event) => event.preventDefault()}
      >
        <DayPicker
          mode="single"
          autoFocus
          selected={value}
          onSelect={(day) => {
            if (!day) return;
            onChange(day);
            setOpen(false);
          }}
          disabled={disabled}
          startMonth={minDate}
          endMonth={maxDate}
          defaultMonth={value ?? minDate}
          locale={locale}
          classNames={calendarClassNames}
          components={{ Chevron: CalendarChevron }}
        />
      </PopoverContent>
    </Popover>
  );
}
