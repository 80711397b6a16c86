import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { type FlightSort, flightSorts } from '../itineraries';

export function SortSelect({ value, onChange }: { value: FlightSort; onChange: (sort: FlightSort) => void }) {
  const { t } = useTranslation('flights');
  const labelId = useId();
  return (
    <div className="flex items-center gap-2">
      <span id={labelId} className="shrink-0 text-muted-foreground text-sm max-sm:sr-only">
        {t('sort.label')}
      </span>
      <Select
        value={value}
        onValueChange={(chosen) => {
          const sort = flightSorts.find((candidate) => candidate === chosen);
          if (sort) onChange(sort);
        }}
      >
        <SelectTrigger aria-labelledby={labelId} className="h-9 w-auto min-w-40">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {flightSorts.map((sort) => (
            <SelectItem key={sort} value={sort}>
              {t(`sort.${sort}`)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
