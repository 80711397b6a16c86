import { StarIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const positions = [1, 2, 3, 4, 5];

/** Drawn stars, read out as "4 stars". */
export function HotelStars({ stars, className }: { stars: number; className?: string }) {
  const { t } = useTranslation('stay');
  return (
    <span className={cn('inline-flex items-center gap-0.5 text-laterite-600', className)}>
      {positions.slice(0, stars).map((position) => (
        <StarIcon key={position} aria-hidden className="size-3.5 fill-current" />
      ))}
      <span className="sr-only">{t('stars', { count: stars })}</span>
    </span>
  );
}
