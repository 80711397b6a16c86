import type { ReactNode } from 'react';
import { useId } from 'react';

/** What a TanStack Form field with a few set values offers, as much as a group of radios needs. */
type ChoiceFieldApi<Value extends string> = {
  name: string;
  state: { value: Value };
  handleBlur: () => void;
  handleChange: (value: Value) => void;
};

export type Choice<Value extends string> = { value: Value; label: string };

type ChoiceFieldProps<Value extends string> = {
  field: ChoiceFieldApi<Value>;
  legend: string;
  choices: ReadonlyArray<Choice<Value>>;
  description?: ReactNode;
  /** What the chosen value asks for next, e.g. the amount of a fixed price. */
  children?: ReactNode;
};

/**
 * A few choices side by side, every one in view: native radio buttons in a fieldset, so that
 * arrow keys move between them and the legend names the group. They wrap on a phone.
 */
export function ChoiceField<Value extends string>({
  field,
  legend,
  choices,
  description,
  children,
}: ChoiceFieldProps<Value>) {
  const descriptionId = useId();
  return (
    <fieldset
      aria-describedby={description ? descriptionId : undefined}
      className="flex min-w-0 flex-col gap-2"
    >
      <legend className="mb-2 font-medium text-foreground text-sm">{legend}</legend>
      <div className="flex flex-wrap gap-1.5">
        {choices.map((choice) => (
          <label key={choice.value} className="relative">
            <input
              type="radio"
              name={field.name}
              value={choice.value}
              checked={field.state.value === choice.value}
              onChange={() => field.handleChange(choice.value)}
              onBlur={field.handleBlur}
              className="peer sr-only"
            />
            <span className="flex min-h-9 cursor-pointer items-center rounded-md border border-input bg-card px-3 text-foreground text-sm transition-colors hover:bg-highlight hover:text-highlight-foreground peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground peer-focus-visible:outline-2 peer-focus-visible:outline-ring peer-focus-visible:outline-offset-2">
              {choice.label}
            </span>
          </label>
        ))}
      </div>
      {description && (
        <p id={descriptionId} className="text-muted-foreground text-sm">
          {description}
        </p>
      )}
      {children}
    </fieldset>
  );
}
