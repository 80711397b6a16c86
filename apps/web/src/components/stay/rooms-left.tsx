import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** At most this many rooms left reads as "few": laterite instead of ravinala. */
export const fewRoomsLeft = 3;

type RoomsLeftProps = {
  count: number;
  /** `available`: "5 rooms available"; `urgent`: "Only 2 left" once they are few. */
  wording?: 'available' | 'urgent';
  className?: string;
};

export function RoomsLeft({ count, wording = 'available', className }: RoomsLeftProps) {
  const { t } = useTranslation('stay');
  const few = count <= fewRoomsLeft;
  const text = wording === 'urgent' && few ? t('onlyLeft', { count }) : t('roomsAvailable', { count });
  return (
    <p
      className={cn(
        'font-semibold text-sm',
        few ? 'text-laterite-700 dark:text-laterite-400' : 'text-ravinala-700 dark:text-ravinala-400',
        className,
      )}
    >
      {text}
    </p>
  );
}
