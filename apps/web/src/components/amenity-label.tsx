import type { Amenity, Language } from '@madabook/contracts';
import { cn } from '@/lib/cn';
import { useLanguage } from '@/lib/i18n';
import { AmenityIcon } from './amenity-icon';

type NamedAmenity = Pick<Amenity, 'nameFr' | 'nameEn' | 'icon'>;

/** An amenity is named in both languages; each visitor reads their own. */
export function amenityName(amenity: Pick<Amenity, 'nameFr' | 'nameEn'>, language: Language): string {
  return language === 'fr' ? amenity.nameFr : amenity.nameEn;
}

/** The amenity's icon and name, side by side. */
export function AmenityLabel({ amenity, className }: { amenity: NamedAmenity; className?: string }) {
  const language = useLanguage();
  return (
    <span className={cn('inline-flex items-center gap-1.5', className)}>
      <AmenityIcon icon={amenity.icon} className="size-4 shrink-0" />
      {amenityName(amenity, language)}
    </span>
  );
}
