import type { Cabin, FareFamily, FlightDirection, PassengerType } from '@madabook/contracts';
import { useTranslation } from 'react-i18next';
import { formatAriary, formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { clockTime, localDay } from '@/lib/local-times';

const shortDay: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };

/** The words of a flight in the visitor's language: the airport's own days and clock, durations, fares. */
export function useFlightFormat() {
  const { t } = useTranslation('flightBooking');
  const language = useLanguage();
  return {
    language,
    /** "mar. 1 déc.", the local date of a time at an airport (or a plain date). */
    day: (localDateTime: string) => formatDate(localDay(localDateTime), language, shortDay),
    /** "mardi 1 décembre 2026". */
    longDay: (localDateTime: string) => formatDate(localDay(localDateTime), language, { dateStyle: 'full' }),
    /** "1 décembre 2026", for a date of birth. */
    date: (isoDate: string) => formatDate(isoDate, language, { dateStyle: 'long' }),
    clock: clockTime,
    /** "1 h 30", "45 min". */
    duration: (minutes: number) => {
      const hours = Math.floor(minutes / 60);
      const rest = minutes % 60;
      if (hours === 0) return t('duration.minutes', { minutes: rest });
      if (rest === 0) return t('duration.hours', { hours });
      return t('duration.hoursMinutes', { hours, minutes: String(rest).padStart(2, '0') });
    },
    price: (amount: number) => formatAriary(amount, language),
    /** "2 adults". */
    passengers: (type: PassengerType, count: number) => t(`passengerCount.${type}`, { count }),
    passengerType: (type: PassengerType) => t(`passengerType.${type}`),
    direction: (direction: FlightDirection) => t(`direction.${direction}`),
    cabin: (cabin: Cabin) => t(`cabin.${cabin}`),
    fareFamily: (fareFamily: FareFamily) => t(`fareFamily.${fareFamily}`),
    /** "Antananarivo → Nosy Be". */
    route: (from: { city: string }, to: { city: string }) => t('route', { from: from.city, to: to.city }),
  };
}
