import type { Booking } from '@madabook/contracts';
import { useTranslation } from 'react-i18next';
import { formatAriary } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

/** The rooms booked, their price per night and subtotal, and the booking's total. */
export function BookingRooms({ booking }: { booking: Booking }) {
  const { t } = useTranslation('adminBookings');
  const language = useLanguage();
  const money = (amount: number) => formatAriary(amount, language);
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t('detail.rooms')}</caption>
      <thead>
        <tr className="text-left text-muted-foreground text-xs uppercase tracking-wide">
          <th scope="col" className="pb-2 font-semibold">
            {t('detail.room')}
          </th>
          <th scope="col" className="pb-2 text-right font-semibold">
            {t('detail.pricePerNight')}
          </th>
          <th scope="col" className="pb-2 text-right font-semibold">
            {t('detail.subtotal')}
          </th>
        </tr>
      </thead>
      <tbody>
        {booking.rooms.map((room) => (
          <tr key={`${room.roomId}-${room.roomName}`} className="border-t">
            <td className="py-2">
              {room.quantity} × {room.roomName}
            </td>
            <td className="py-2 text-right tabular-nums">{money(room.pricePerNight)}</td>
            <td className="py-2 text-right tabular-nums">{money(room.subtotal)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="border-t font-semibold">
          <th scope="row" colSpan={2} className="pt-2 text-left">
            {t('fields.total')}
          </th>
          <td className="pt-2 text-right tabular-nums">{money(booking.total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
