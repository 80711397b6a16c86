import { useTranslation } from 'react-i18next';
import { formatAriary, formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import type { Passengers } from '../flight-search-params';
import { durationParts } from '../flight-times';

const shortDay: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };

/** The words of a flight in the visitor's language: days, durations, passengers, prices. */
export function useFlightFormat() {
  const { t } = useTranslation('flights');
  const language = useLanguage();
  const day = (isoDate: string) => formatDate(isoDate, language, shortDay);
  const duration = (totalMinutes: number) => {
    const { hours, minutes } = durationParts(totalMinutes);
    if (hours === 0) return t('duration.minutes', { minutes });
    return minutes === 0 ? t('duration.hours', { hours }) : t('duration.hoursMinutes', { hours, minutes });
  };
  const passengerCount = (passengers: Passengers) =>
    passengers.adults + passengers.children + passengers.infants;
  return {
    language,
    day,
    longDay: (isoDate: string) => formatDate(isoDate, language, { dateStyle: 'full' }),
    duration,
    price: (amount: number) => formatAriary(amount, language),
    /** "2 voyageurs" */
    travellers: (passengers: Passengers) => t('passengers.total', { count: passengerCount(passengers) }),
    /** "2 adultes, 1 enfant, 1 bébé" */
    passengers: (passengers: Passengers) =>
      [
        t('passengers.adults', { count: passengers.adults }),
        passengers.children > 0 && t('passengers.children', { count: passengers.children }),
        passengers.infants > 0 && t('passengers.infants', { count: passengers.infants }),
      ]
        .filter(Boolean)
        .join(', '),
    /** "mar. 1 déc." or "mar. 1 déc. → dim. 6 déc." */
    dates: (departDate: string, returnDate?: string) =>
      returnDate === undefined
        ? day(departDate)
        : t('dateRange', { depart: day(departDate), return: day(returnDate) }),
  };
}
