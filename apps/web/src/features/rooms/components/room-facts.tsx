import type { Room } from '@madabook/contracts';
import { useTranslation } from 'react-i18next';
import { formatAriary } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

/** A room's price per night, guests and how many of it the hotel has, in one line. */
export function RoomFacts({ room }: { room: Room }) {
  const { t } = useTranslation('adminRooms');
  const language = useLanguage();
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-1 text-muted-foreground text-sm">
      <span>{t(`types.${room.type}`)}</span>
      <span className="font-semibold text-foreground">
        {t('perNight', { price: formatAriary(room.pricePerNight, language) })}
      </span>
      <span>{t('capacity', { count: room.capacity })}</span>
      <span>{t('quantity', { count: room.quantity })}</span>
    </p>
  );
}
