import type { Airline } from '@madabook/contracts';
import { cn } from '@/lib/cn';
import { textColorOn } from '../airline-color';

/** The airline's colour with its code: decorative, its name is written beside it. */
export function AirlineMark({ airline, className }: { airline: Airline; className?: string }) {
  return (
    <span
      aria-hidden
      style={{ backgroundColor: airline.color, color: textColorOn(airline.color) }}
      className={cn(
        'inline-flex size-8 shrink-0 items-center justify-center rounded-md font-bold text-xs tracking-wide',
        className,
      )}
    >
      {airline.code}
    </span>
  );
}
