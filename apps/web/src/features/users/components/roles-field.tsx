import { type Role, roles } from '@madabook/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { type FieldError, firstErrorMessage } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';

type RolesFieldApi = {
  state: { value: Role[]; meta: { errors: ReadonlyArray<FieldError> } };
  handleChange: (value: Role[]) => void;
};

/** One checkbox per role, in a group named "Roles". */
export function RolesField({ field }: { field: RolesFieldApi }) {
  const { t } = useTranslation('adminUsers');
  const id = useId();
  const error = firstErrorMessage(field.state.meta.errors);
  // Kept in the contracts' order, whatever order they are ticked in.
  const toggle = (role: Role, checked: boolean) =>
    field.handleChange(
      checked
        ? roles.filter((r) => r === role || field.state.value.includes(r))
        : field.state.value.filter((r) => r !== role),
    );
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 font-medium text-foreground text-sm">{t('fields.roles')}</legend>
      {roles.map((role) => (
        <div key={role} className="flex items-center gap-3">
          <Checkbox
            id={`${id}-${role}`}
            checked={field.state.value.includes(role)}
            onCheckedChange={(checked) => toggle(role, checked === true)}
          />
          <Label htmlFor={`${id}-${role}`}>{t(`roles.${role}`)}</Label>
        </div>
      ))}
      {error && (
        <p id={`${id}-error`} role="alert" className="font-medium text-destructive text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}
