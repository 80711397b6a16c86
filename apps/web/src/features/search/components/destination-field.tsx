import { useQuery } from '@tanstack/react-query';
import { MapPinIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Combobox } from '@/components/ui/combobox';
import { FormField } from '@/components/ui/form-field';
import { citiesQueryOptions } from '../api/cities';

type DestinationFieldProps = {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  className?: string;
};

/** Free text, with the cities that have hotels as suggestions (none while they load or if they fail). */
export function DestinationField({ value, onChange, error, className }: DestinationFieldProps) {
  const { t } = useTranslation('search');
  const cities = useQuery(citiesQueryOptions).data ?? [];
  const options = cities.map(({ city, hotelCount }) => ({
    value: city,
    label: city,
    hint: t('form.hotelCount', { count: hotelCount }),
  }));
  return (
    <FormField label={t('form.destination')} error={error} className={className}>
      <Combobox
        value={value}
        onValueChange={onChange}
        options={options}
        listLabel={t('form.suggestions')}
        placeholder={t('form.destinationPlaceholder')}
        icon={<MapPinIcon />}
        name="city"
      />
    </FormField>
  );
}
