import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

type DateFilterProps = {
  label: string;
  /** A calendar day, YYYY-MM-DD. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  min?: string;
  max?: string;
};

/** A labelled day for a list filter; the browser's own date field, dependable on phones. */
export function DateFilter({ label, value, onChange, min, max }: DateFilterProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5 sm:w-44">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="date"
        value={value ?? ''}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value || undefined)}
      />
    </div>
  );
}

type DateRangeFilterProps = {
  labels: { from: string; to: string };
  from: string | undefined;
  to: string | undefined;
  onChange: (range: { from?: string | undefined } | { to?: string | undefined }) => void;
};

/** Two days bounding a list: each one keeps the other from crossing it. */
export function DateRangeFilter({ labels, from, to, onChange }: DateRangeFilterProps) {
  return (
    <>
      <DateFilter label={labels.from} value={from} max={to} onChange={(value) => onChange({ from: value })} />
      <DateFilter label={labels.to} value={to} min={from} onChange={(value) => onChange({ to: value })} />
    </>
  );
}
