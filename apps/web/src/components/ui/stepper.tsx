import { MinusIcon, PlusIcon } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';

type StepperProps = {
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  /** Accessible names of the two buttons, e.g. "One guest fewer" and "One guest more". */
  decrementLabel: string;
  incrementLabel: string;
  id?: string;
  className?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
};

/** A whole number changed one step at a time; the value is announced as it changes. */
function Stepper({
  value,
  onChange,
  min,
  max,
  decrementLabel,
  incrementLabel,
  id,
  className,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
}: StepperProps) {
  return (
    <fieldset
      id={id}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      data-slot="stepper"
      className={cn('m-0 inline-flex min-w-0 items-center gap-3 border-0 p-0', className)}
    >
      <Button
        type="button"
        variant="outline"
        size="icon"
        className="size-9 rounded-full"
        aria-label={decrementLabel}
        disabled={value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        <MinusIcon aria-hidden />
      </Button>
      <output aria-live="polite" className="min-w-6 text-center font-semibold text-base tabular-nums">
        {value}
      </output>
      <Button
        type="button"
        variant="outline"
        size="icon"
        className="size-9 rounded-full"
        aria-label={incrementLabel}
        disabled={value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        <PlusIcon aria-hidden />
      </Button>
    </fieldset>
  );
}

type StepperRowProps = Omit<StepperProps, 'id' | 'className' | 'aria-labelledby' | 'aria-describedby'> & {
  label: string;
  /** Under the label, e.g. "2 to 11 years". */
  hint?: string;
};

/** A stepper named by the label beside it, as in a list of counts (guests, rooms, passengers). */
function StepperRow({ label, hint, ...stepper }: StepperRowProps) {
  const labelId = useId();
  const hintId = useId();
  return (
    <div className="flex items-center justify-between gap-3">
      <div className="flex min-w-0 flex-1 flex-col">
        <span id={labelId} className="font-medium text-sm">
          {label}
        </span>
        {hint && (
          <span id={hintId} className="text-muted-foreground text-xs">
            {hint}
          </span>
        )}
      </div>
      <Stepper
        {...stepper}
        className="shrink-0"
        aria-labelledby={labelId}
        aria-describedby={hint ? hintId : undefined}
      />
    </div>
  );
}

export { Stepper, type StepperProps, StepperRow };
