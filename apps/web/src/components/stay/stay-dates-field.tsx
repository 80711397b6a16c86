import { maxNights, todayInMadagascar } from '@madabook/contracts';
import { enGB, fr } from 'react-day-picker/locale';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '@/components/ui/date-range-picker';
import { FormField } from '@/components/ui/form-field';
import { fromCalendarDate, toCalendarDate } from './stay-params';
import { useStayFormat } from './use-stay-format';

const calendarLocales = { fr, en: enGB };

type StayDates = { checkIn?: string; checkOut?: string };

type StayDatesFieldProps = {
  value: StayDates;
  onChange: (value: StayDates) => void;
  error?: string;
  className?: string;
};

/** Arrival and departure in one calendar: no day before today in Madagascar, at most 30 nights. */
export function StayDatesField({ value, onChange, error, className }: StayDatesFieldProps) {
  const { t } = useTranslation('stay');
  const format = useStayFormat();
  const asIso = (date: Date | undefined) => (date ? fromCalendarDate(date) : undefined);
  return (
    <FormField label={t('dates.label')} error={error} className={className}>
      {(control) => (
        <DateRangePicker
          {...control}
          value={{ from: toCalendarDate(value.checkIn), to: toCalendarDate(value.checkOut) }}
          onChange={({ from, to }) => onChange({ checkIn: asIso(from), checkOut: asIso(to) })}
          locale={calendarLocales[format.language]}
          minDate={toCalendarDate(todayInMadagascar())}
          maxDays={maxNights}
          placeholder={t('dates.placeholder')}
          calendarLabel={t('dates.calendar')}
          formatRange={({ from, to }) => {
            const checkIn = asIso(from) ?? '';
            const checkOut = asIso(to);
            return checkOut
              ? format.datesAndNights(checkIn, checkOut)
              : t('dates.from', { day: format.day(checkIn) });
          }}
        />
      )}
    </FormField>
  );
}
