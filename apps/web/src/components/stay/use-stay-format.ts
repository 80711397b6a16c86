import { nightsBetween } from '@madabook/contracts';
import { useTranslation } from 'react-i18next';
import { formatAriary, formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

const shortDay: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };

/** The words of a stay in the visitor's language: days, nights spelt out, party, prices. */
export function useStayFormat() {
  const { t } = useTranslation('stay');
  const language = useLanguage();
  const day = (isoDate: string) => formatDate(isoDate, language, shortDay);
  const longDay = (isoDate: string) => formatDate(isoDate, language, { dateStyle: 'full' });
  const nights = (count: number) => t('nights', { count });
  const guestCount = (count: number) => t('guests', { count });
  const roomCount = (count: number) => t('rooms', { count });
  const party = (guests: number, rooms?: number) =>
    rooms === undefined ? guestCount(guests) : `${guestCount(guests)} · ${roomCount(rooms)}`;
  const dates = (checkIn: string, checkOut: string) =>
    t('dateRange', { checkIn: day(checkIn), checkOut: day(checkOut) });
  return {
    language,
    day,
    longDay,
    nights,
    rooms: roomCount,
    party,
    dates,
    price: (amount: number) => formatAriary(amount, language),
    /** "ven. 11 déc. → dim. 13 déc. · 2 nuits" */
    datesAndNights: (checkIn: string, checkOut: string) =>
      `${dates(checkIn, checkOut)} · ${nights(nightsBetween(checkIn, checkOut))}`,
  };
}
