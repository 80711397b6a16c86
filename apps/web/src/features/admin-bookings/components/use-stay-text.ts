import type { Booking } from '@madabook/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

export type StayText = { dates: string; nights: string };

/** "10 Dec 2026 – 13 Dec 2026" and "3 nights"; null for a booking without dates (a flight). */
export function useStayText() {
  const { t } = useTranslation('adminBookings');
  const language = useLanguage();
  return (booking: Booking): StayText | null => {
    if (!booking.checkIn || !booking.checkOut) return null;
    const day = (date: string) => formatDate(date, language, { dateStyle: 'medium' });
    return {
      dates: `${day(booking.checkIn)} – ${day(booking.checkOut)}`,
      nights: t('nights', { count: booking.nights }),
    };
  };
}
