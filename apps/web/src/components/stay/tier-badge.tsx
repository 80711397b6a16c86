import type { HotelTier } from '@madabook/contracts';
import { GemIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

/** PREMIUM stands out in laterite; a standard hotel carries no badge at all. */
export function TierBadge({ tier }: { tier: HotelTier }) {
  const { t } = useTranslation('stay');
  if (tier !== 'PREMIUM') return null;
  return (
    <Badge variant="laterite" className="uppercase tracking-wide">
      <GemIcon aria-hidden />
      {t('tier.PREMIUM')}
    </Badge>
  );
}
