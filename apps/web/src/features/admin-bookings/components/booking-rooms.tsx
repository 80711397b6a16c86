import type { Booking } from '@madabook/contracts';
import { useTranslation } from 'react-i18next';
import { PriceTable } from './price-table';

/** The rooms booked, their price per night and subtotal, and the booking's total. */
export function BookingRooms({ booking }: { booking: Booking }) {
  const { t } = useTranslation('adminBookings');
  return (
    <PriceTable
      caption={t('detail.rooms')}
      itemHeader={t('detail.room')}
      priceHeader={t('detail.pricePerNight')}
      lines={booking.rooms.map((room) => ({
        key: `${room.roomId}-${room.roomName}`,
        item: `${room.quantity} × ${room.roomName}`,
        price: room.pricePerNight,
        subtotal: room.subtotal,
      }))}
      total={booking.total}
    />
  );
}
