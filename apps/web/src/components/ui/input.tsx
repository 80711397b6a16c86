import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { controlClass } from './styles';

function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(
        controlClass,
        'h-10 py-2 file:mr-3 file:border-0 file:bg-transparent file:font-medium file:text-foreground file:text-sm',
        className,
      )}
      {...props}
    />
  );
}

export { Input };
