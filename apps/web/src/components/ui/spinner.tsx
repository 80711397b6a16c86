import { LoaderCircleIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type SpinnerProps = Omit<ComponentProps<'svg'>, 'children'> & {
  /** Announced to screen readers; without it the spinner is decorative (e.g. inside a busy button). */
  label?: string;
};

function Spinner({ label, className, ...props }: SpinnerProps) {
  return (
    <LoaderCircleIcon
      data-slot="spinner"
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn('size-4 animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]', className)}
      {...props}
    />
  );
}

export { Spinner, type SpinnerProps };
