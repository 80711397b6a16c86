import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

type PriceRange = { minPrice?: number; maxPrice?: number };

const asPrice = (text: string) => {
  const value = Number(text.replace(/\s/g, ''));
  return text.trim() && Number.isInteger(value) && value >= 0 ? value : undefined;
};

/** Two amounts per night, applied with the button, Enter, or on leaving a field. */
export function PriceFilter({
  value,
  onChange,
}: {
  value: PriceRange;
  onChange: (value: PriceRange) => void;
}) {
  const { t } = useTranslation('search');
  const id = useId();
  const [min, setMin] = useState(String(value.minPrice ?? ''));
  const [max, setMax] = useState(String(value.maxPrice ?? ''));
  useEffect(() => {
    setMin(String(value.minPrice ?? ''));
    setMax(String(value.maxPrice ?? ''));
  }, [value.minPrice, value.maxPrice]);

  const apply = () => {
    const next = { minPrice: asPrice(min), maxPrice: asPrice(max) };
    if (next.minPrice !== value.minPrice || next.maxPrice !== value.maxPrice) onChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply();
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <div className="grid grid-cols-2 gap-2">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-min`} className="font-normal text-muted-foreground text-xs">
            {t('filters.minPrice')}
          </Label>
          <Input
            id={`${id}-min`}
            inputMode="numeric"
            value={min}
            placeholder="0"
            onChange={(event) => setMin(event.target.value)}
            onBlur={apply}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-max`} className="font-normal text-muted-foreground text-xs">
            {t('filters.maxPrice')}
          </Label>
          <Input
            id={`${id}-max`}
            inputMode="numeric"
            value={max}
            placeholder="∞"
            onChange={(event) => setMax(event.target.value)}
            onBlur={apply}
          />
        </div>
      </div>
      <Button type="submit" variant="outline" size="sm" className="self-start">
        {t('filters.applyPrice')}
      </Button>
    </form>
  );
}
