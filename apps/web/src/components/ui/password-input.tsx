import { EyeIcon, EyeOffIcon } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { cn } from '@/lib/cn';
import { Input } from './input';

type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** Name of the toggle that reveals the password, e.g. "Show password"; its state is aria-pressed. */
  toggleLabel: string;
};

/** A password input with a button that shows what was typed, a help on phones. */
function PasswordInput({ className, toggleLabel, ...props }: PasswordInputProps) {
  const [revealed, setRevealed] = useState(false);
  const Icon = revealed ? EyeOffIcon : EyeIcon;
  return (
    <div data-slot="password-input" className="relative">
      {/* The type last: a caller's own (a form field passes type="password") must not pin it. */}
      <Input {...props} type={revealed ? 'text' : 'password'} className={cn('pr-11', className)} />
      <button
        type="button"
        aria-pressed={revealed}
        aria-controls={props.id}
        onClick={() => setRevealed((shown) => !shown)}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground transition-colors hover:text-foreground"
      >
        <Icon aria-hidden className="size-4" />
        {/* Text rather than aria-label, so that the field's label alone names the input. */}
        <span className="sr-only">{toggleLabel}</span>
      </button>
    </div>
  );
}

export { PasswordInput, type PasswordInputProps };
