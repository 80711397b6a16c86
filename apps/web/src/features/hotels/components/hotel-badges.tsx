import type { HotelTier } from '@madabook/contracts';
import { StarIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

const starRanks = [1, 2, 3, 4, 5];

/** "★★★" seen, "3 stars" heard. */
export function StarRating({ stars }: { stars: number }) {
  const { t } = useTranslation('adminHotels');
  return (
    <span
      className="inline-flex items-center gap-0.5 text-laterite-700"
      role="img"
      aria-label={t('stars', { count: stars })}
    >
      {starRanks.slice(0, stars).map((rank) => (
        <StarIcon key={rank} aria-hidden className="size-3.5 fill-current" />
      ))}
    </span>
  );
}

/** PREMIUM stands out in laterite, as on the public site. */
export function TierBadge({ tier }: { tier: HotelTier }) {
  const { t } = useTranslation('adminHotels');
  return <Badge variant={tier === 'PREMIUM' ? 'laterite' : 'secondary'}>{t(`tiers.${tier}`)}</Badge>;
}

export function ArchivedBadge({ archived }: { archived: boolean }) {
  const { t } = useTranslation('adminHotels');
  return archived ? (
    <Badge variant="outline">{t('status.archived')}</Badge>
  ) : (
    <Badge variant="success">{t('status.active')}</Badge>
  );
}
