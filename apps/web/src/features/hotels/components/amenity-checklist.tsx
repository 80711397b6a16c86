import type { Amenity } from '@madabook/contracts';
import { useTranslation } from 'react-i18next';
import { AmenityLabel, amenityName } from '@/components/amenity-label';
import { Checkbox } from '@/components/ui/checkbox';
import { useLanguage } from '@/lib/i18n';

type AmenityChecklistProps = {
  amenities: Amenity[] | undefined;
  value: string[];
  onChange: (amenityIds: string[]) => void;
};

/** The hotel's amenities: every amenity as a checkbox, with its icon, in alphabetical order. */
export function AmenityChecklist({ amenities, value, onChange }: AmenityChecklistProps) {
  const { t } = useTranslation('adminHotels');
  const language = useLanguage();
  const chosen = new Set(value);
  const sorted = amenities
    ?.slice()
    .sort((a, b) => amenityName(a, language).localeCompare(amenityName(b, language), language));

  const toggle = (id: string, checked: boolean) => {
    const next = new Set(chosen);
    if (checked) next.add(id);
    else next.delete(id);
    onChange([...next]);
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-medium text-foreground text-sm">
        {t('form.amenities')}{' '}
        <span className="font-normal text-muted-foreground">
          {t('form.amenitiesChosen', { count: chosen.size })}
        </span>
      </legend>
      {sorted === undefined ? (
        <p className="text-muted-foreground text-sm">{t('form.amenitiesLoading')}</p>
      ) : sorted.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('form.noAmenities')}</p>
      ) : (
        <ul className="grid max-h-56 grid-cols-1 gap-1 overflow-y-auto rounded-md border p-2 sm:grid-cols-2">
          {sorted.map((amenity) => (
            <li key={amenity.id}>
              {/* biome-ignore lint/a11y/noLabelWithoutControl: the Radix checkbox inside is the control */}
              <label className="flex min-h-9 cursor-pointer items-center gap-2.5 rounded-sm px-2 py-1 text-sm hover:bg-highlight hover:text-highlight-foreground">
                <Checkbox
                  checked={chosen.has(amenity.id)}
                  onCheckedChange={(checked) => toggle(amenity.id, checked === true)}
                />
                <AmenityLabel amenity={amenity} />
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
