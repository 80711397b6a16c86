import { useState } from 'react';
import { type ClassNames, DayPicker, type DayPickerLocale } from 'react-day-picker';
import {
  CalendarPopover,
  type CalendarTriggerProps,
  calendarClassNames,
  calendarComponents,
  chosenDayClassName,
} from './calendar';

type DatePickerProps = CalendarTriggerProps & {
  value: Date | undefined;
  onChange: (value: Date | undefined) => void;
  /** A locale from `react-day-picker/locale` (date-fns locale plus the calendar's aria labels). */
  locale?: Partial<DayPickerLocale>;
  /** Days before it are disabled and months before it unreachable. */
  minDate?: Date;
  maxDate?: Date;
  placeholder: string;
  /** The trigger's text for the chosen day. */
  formatDay: (day: Date) => string;
  calendarLabel: string;
};

const dayClassNames: Partial<ClassNames> = { ...calendarClassNames, selected: chosenDayClassName };

/** One day in a calendar popover, named by its label and the chosen day; it closes once a day is taken. */
function DatePicker({
  value,
  onChange,
  locale,
  minDate,
  maxDate,
  placeholder,
  formatDay,
  calendarLabel,
  ...trigger
}: DatePickerProps) {
  const [open, setOpen] = useState(false);
  const disabled = [...(minDate ? [{ before: minDate }] : []), ...(maxDate ? [{ after: maxDate }] : [])];
  return (
    <CalendarPopover
      {...trigger}
      open={open}
      onOpenChange={setOpen}
      text={value ? formatDay(value) : placeholder}
      empty={!value}
      calendarLabel={calendarLabel}
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
        classNames={dayClassNames}
        components={calendarComponents}
      />
    </CalendarPopover>
  );
}

export { DatePicker, type DatePickerProps };
