import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

/** A choice among a few options shown whole, as cards: arrow keys move between them (Radix radio group). */
function RadioCards({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return (
    <RadioGroupPrimitive.Root data-slot="radio-cards" className={cn('grid gap-3', className)} {...props} />
  );
}

type RadioCardProps = Omit<ComponentProps<typeof RadioGroupPrimitive.Item>, 'children'> & {
  /** The option's name, which is the radio's accessible name. */
  label: ReactNode;
  /** What choosing it means, read after the name. */
  description?: ReactNode;
};

function RadioCard({ label, description, className, ...props }: RadioCardProps) {
  const id = useId();
  return (
    <RadioGroupPrimitive.Item
      data-slot="radio-card"
      aria-labelledby={`${id}-label`}
      aria-describedby={description ? `${id}-description` : undefined}
      className={cn(
        'group flex w-full items-start gap-3 rounded-xl border border-input bg-card p-4 text-left shadow-xs transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-primary data-[state=checked]:bg-highlight data-[state=checked]:ring-1 data-[state=checked]:ring-primary',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden
        className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border border-input bg-card group-data-[state=checked]:border-primary"
      >
        <RadioGroupPrimitive.Indicator className="size-2.5 rounded-full bg-primary" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span id={`${id}-label`} className="font-semibold text-foreground">
          {label}
        </span>
        {description && (
          <span id={`${id}-description`} className="text-muted-foreground text-sm">
            {description}
          </span>
        )}
      </span>
    </RadioGroupPrimitive.Item>
  );
}

export { RadioCard, RadioCards };
