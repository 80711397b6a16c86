import { enGB, fr } from 'react-day-picker/locale';
import { useTranslation } from 'react-i18next';
import { fromCalendarDate, toCalendarDate } from '@/components/stay/stay-params';
import { DatePicker } from '@/components/ui/date-picker';
import { DateRangePicker } from '@/components/ui/date-range-picker';
import { FormField } from '@/components/ui/form-field';
import { searchableDays } from '../flight-search-params';
import { useFlightFormat } from './use-flight-format';

const calendarLocales = { fr, en: enGB };

type FlightDates = { departDate?: string; returnDate?: string };

type FlightDatesFieldProps = {
  roundTrip: boolean;
  value: FlightDates;
  onChange: (value: FlightDates) => void;
  error?: string;
  className?: string;
};

/**
 * The outbound day alone, or the outbound and return days in one calendar: from today in Madagascar
 * to the last day flights are sold.
 */
export function FlightDatesField({ roundTrip, value, onChange, error, className }: FlightDatesFieldProps) {
  const { t } = useTranslation('flights');
  const format = useFlightFormat();
  const { first, last } = searchableDays();
  const asIso = (date: Date | undefined) => (date ? fromCalendarDate(date) : undefined);
  const bounds = {
    locale: calendarLocales[format.language],
    minDate: toCalendarDate(first),
    maxDate: toCalendarDate(last),
  };
  if (!roundTrip) {
    return (
      <FormField label={t('form.departDate')} error={error} className={className}>
        {(control) => (
          <DatePicker
            {...control}
            {...bounds}
            value={toCalendarDate(value.departDate)}
            onChange={(day) => onChange({ departDate: asIso(day), returnDate: undefined })}
            placeholder={t('form.departDatePlaceholder')}
            calendarLabel={t('form.departCalendar')}
            formatDay={(day) => format.day(fromCalendarDate(day))}
          />
        )}
      </FormField>
    );
  }
  return (
    <FormField label={t('form.dates')} error={error} className={className}>
      {(control) => (
        <DateRangePicker
          {...control}
          {...bounds}
          value={{ from: toCalendarDate(value.departDate), to: toCalendarDate(value.returnDate) }}
          onChange={({ from, to }) => onChange({ departDate: asIso(from), returnDate: asIso(to) })}
          placeholder={t('form.datesPlaceholder')}
          calendarLabel={t('form.datesCalendar')}
          formatRange={({ from, to }) => {
            const departDate = asIso(from) ?? '';
            const returnDate = asIso(to);
            return returnDate
              ? format.dates(departDate, returnDate)
              : t('form.chooseReturn', { day: format.day(departDate) });
          }}
        />
      )}
    </FormField>
  );
}
