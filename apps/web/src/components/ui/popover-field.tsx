import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { FormField } from './form-field';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

type PopoverFieldProps = {
  label: string;
  /** What the button reads, e.g. "2 guests · 1 room". */
  summary: string;
  icon: LucideIcon;
  /** The button that closes the popover once the choices are made. */
  doneLabel: string;
  error?: string;
  className?: string;
  /** The popover's width and padding. */
  contentClassName?: string;
  children: ReactNode;
};

/**
 * Several choices behind one button that reads them out; the button is named by the label and the
 * summary. The popover, named by the label too, closes with its Done button or Escape.
 */
function PopoverField({
  label,
  summary,
  icon: Icon,
  doneLabel,
  error,
  className,
  contentClassName,
  children,
}: PopoverFieldProps) {
  const [open, setOpen] = useState(false);
  const summaryId = useId();
  return (
    <FormField label={label} error={error} className={className}>
      {(control) => (
        <Popover open={open} onOpenChange={setOpen}>
          <PopoverTrigger asChild>
            <Button
              id={control.id}
              variant="outline"
              aria-labelledby={`${control['aria-labelledby']} ${summaryId}`}
              aria-describedby={control['aria-describedby']}
              aria-invalid={control['aria-invalid']}
              className="w-full justify-start px-3 font-normal aria-invalid:border-destructive"
            >
              <Icon aria-hidden className="text-muted-foreground" />
              <span id={summaryId} className="truncate">
                {summary}
              </span>
            </Button>
          </PopoverTrigger>
          <PopoverContent
            align="start"
            aria-label={label}
            className={cn('flex flex-col gap-4', contentClassName)}
          >
            {children}
            <Button size="sm" className="self-end" onClick={() => setOpen(false)}>
              {doneLabel}
            </Button>
          </PopoverContent>
        </Popover>
      )}
    </FormField>
  );
}

export { PopoverField, type PopoverFieldProps };
