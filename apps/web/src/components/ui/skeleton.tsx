import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Decorative: announce loading on the region instead (e.g. `aria-busy` on its container). */
function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden
      className={cn('animate-pulse rounded-md bg-foreground/10', className)}
      {...props}
    />
  );
}

export { Skeleton };
