import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { controlClass } from './styles';

function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(controlClass, 'field-sizing-content min-h-24 resize-y py-2', className)}
      {...props}
    />
  );
}

export { Textarea };
