import { CalendarIcon, ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import type { ChevronProps, ClassNames, CustomComponents } from 'react-day-picker';
import { cn } from '@/lib/cn';
import { Button, buttonVariants } from './button';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

/** react-day-picker in the design system's look; each picker adds how its chosen days show. */
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
  outside: '[&>button]:text-muted-foreground',
  hidden: 'invisible',
};

/** A chosen day's button: the primary colour, kept on hover. */
const chosenDayClassName =
  '[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary [&>button]:hover:text-primary-foreground [&>button]:hover:shade';

function CalendarChevron({ orientation, className }: ChevronProps) {
  const Icon =
    orientation === 'left' ? ChevronLeftIcon : orientation === 'right' ? ChevronRightIcon : ChevronDownIcon;
  return <Icon aria-hidden className={cn('size-4', className)} />;
}

const calendarComponents: Partial<CustomComponents> = { Chevron: CalendarChevron };

/** What FormField gives its control: a picker passes it on to the button that opens its calendar. */
type CalendarTriggerProps = {
  id?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  /** Accepted so FormField can pass it, but not forwarded: a button does not support aria-required. */
  'aria-required'?: boolean | 'true' | 'false';
};

type CalendarPopoverProps = CalendarTriggerProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The chosen dates as the trigger reads them, or the placeholder while there are none. */
  text: string;
  empty: boolean;
  /** Accessible name of the popover. */
  calendarLabel: string;
  disabled?: boolean;
  className?: string;
  /** The DayPicker. */
  children: ReactNode;
};

/**
 * A field's button that opens a calendar; the button is named by the field's label and the dates it
 * shows. The calendar takes the focus itself (its `autoFocus`), on the chosen day.
 */
function CalendarPopover({
  open,
  onOpenChange,
  text,
  empty,
  calendarLabel,
  disabled,
  id,
  className,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  children,
}: CalendarPopoverProps) {
  const valueId = useId();
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
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
          <span id={valueId} className={cn('truncate', empty && 'text-muted-foreground')}>
            {text}
          </span>
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align="start"
        aria-label={calendarLabel}
        className="w-auto p-3"
        onOpenAutoFocus={(event) => event.preventDefault()}
      >
        {children}
      </PopoverContent>
    </Popover>
  );
}

export {
  CalendarPopover,
  type CalendarTriggerProps,
  calendarClassNames,
  calendarComponents,
  chosenDayClassName,
};
