import { CircleAlertIcon } from 'lucide-react';
import { Slot } from 'radix-ui';
import { type ComponentProps, type ReactElement, type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';

/** Accepts TanStack Form's `field.state.meta.errors` as is: strings or Standard Schema issues. */
type FieldError = string | undefined | null | { message?: string };

type FormControlProps = {
  id: string;
  'aria-labelledby': string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
};

type FormFieldProps = {
  label: ReactNode;
  /** Generated when omitted. */
  id?: string;
  description?: ReactNode;
  /** Takes precedence over `errors`. */
  error?: string;
  errors?: ReadonlyArray<FieldError>;
  required?: boolean;
  /** Keeps the label for screen readers only, for controls whose purpose is visually obvious. */
  hideLabel?: boolean;
  /** `horizontal` puts the control before its label, as for a checkbox. */
  orientation?: 'vertical' | 'horizontal';
  className?: string;
  /**
   * One element receives the wiring props through a Slot; use the function form when the
   * element that needs them is not the outermost one (e.g. `SelectTrigger` inside `Select`).
   */
  children: ReactElement | ((control: FormControlProps) => ReactNode);
};

function firstErrorMessage(errors: ReadonlyArray<FieldError> | undefined): string | undefined {
  for (const error of errors ?? []) {
    const message = typeof error === 'string' ? error : error?.message;
    if (message) return message;
  }
  return undefined;
}

function FormField({
  label,
  id: givenId,
  description,
  error,
  errors,
  required = false,
  hideLabel = false,
  orientation = 'vertical',
  className,
  children,
}: FormFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const message = error || firstErrorMessage(errors);
  const describedBy = [description ? descriptionId : undefined, message ? errorId : undefined]
    .filter(Boolean)
    .join(' ');

  const control: FormControlProps = {
    id,
    'aria-labelledby': labelId,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': message ? true : undefined,
    'aria-required': required || undefined,
  };
  const horizontal = orientation === 'horizontal';

  return (
    <div
      data-slot="form-field"
      data-invalid={message ? true : undefined}
      className={cn('grid gap-1.5', horizontal && 'grid-cols-[auto_1fr] items-center gap-x-3', className)}
    >
      {/* The star stays outside the label so that the control's name is the label alone. */}
      <div className={cn('flex items-baseline gap-0.5', hideLabel && 'sr-only', horizontal && 'order-2')}>
        <Label id={labelId} htmlFor={id}>
          {label}
        </Label>
        {required && (
          <span aria-hidden className="text-destructive">
            *
          </span>
        )}
      </div>
      {typeof children === 'function' ? children(control) : <Slot.Root {...control}>{children}</Slot.Root>}
      {description && (
        <p
          id={descriptionId}
          className={cn('text-muted-foreground text-sm', horizontal && 'col-start-2 order-3')}
        >
          {description}
        </p>
      )}
      {message && (
        <FieldErrorMessage id={errorId} className={cn(horizontal && 'col-start-2 order-4')}>
          {message}
        </FieldErrorMessage>
      )}
    </div>
  );
}

/** A field's or a group's error, announced when it appears. */
function FieldErrorMessage({ className, children, ...props }: ComponentProps<'p'>) {
  return (
    <p
      role="alert"
      className={cn('flex items-start gap-1.5 font-medium text-destructive text-sm', className)}
      {...props}
    >
      <CircleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}

export {
  type FieldError,
  FieldErrorMessage,
  type FormControlProps,
  FormField,
  type FormFieldProps,
  firstErrorMessage,
};
