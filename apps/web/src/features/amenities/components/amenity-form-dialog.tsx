import type { Amenity } from '@madabook/contracts';
import { useForm } from '@tanstack/react-form';
import { useTranslation } from 'react-i18next';
import { DialogForm, FormDialog } from '@/components/admin/form-dialog';
import { amenityName } from '@/components/amenity-label';
import { TextField } from '@/components/forms/text-field';
import { firstErrorMessage } from '@/components/ui/form-field';
import { submitHandler, visibleErrors } from '@/lib/form';
import { useLanguage } from '@/lib/i18n';
import { formValidator } from '@/lib/schema-issues';
import { amenityFormErrors, amenityFormValues, toAmenityInput } from '../amenity-form';
import { useSaveAmenity } from '../api/amenities';
import { AmenityIconPicker } from './amenity-icon-picker';

type AmenityFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The amenity to update; none to create one. */
  amenity: Amenity | null;
};

export function AmenityFormDialog({ open, onOpenChange, amenity }: AmenityFormDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      <AmenityForm amenity={amenity} onSaved={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function AmenityForm({ amenity, onSaved }: { amenity: Amenity | null; onSaved: () => void }) {
  const { t } = useTranslation('adminAmenities');
  const language = useLanguage();
  const save = useSaveAmenity();
  const form = useForm({
    defaultValues: amenityFormValues(amenity ?? undefined),
    validators: { onChange: formValidator(amenityFormErrors) },
    onSubmit: ({ value }) =>
      save.mutate({ id: amenity?.id, input: toAmenityInput(value) }, { onSuccess: onSaved }),
  });

  return (
    <DialogForm
      title={amenity ? t('form.editTitle', { name: amenityName(amenity, language) }) : t('form.createTitle')}
      description={t('form.description')}
      submitLabel={amenity ? t('form.save') : t('form.create')}
      pending={save.isPending}
      onSubmit={submitHandler(form)}
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <form.Field name="nameFr">
          {(field) => <TextField field={field} label={t('form.nameFr')} lang="fr" required />}
        </form.Field>
        <form.Field name="nameEn">
          {(field) => <TextField field={field} label={t('form.nameEn')} lang="en" required />}
        </form.Field>
      </div>
      <form.Field name="icon">
        {(field) => (
          <AmenityIconPicker
            name={field.name}
            value={field.state.value}
            onChange={field.handleChange}
            onBlur={field.handleBlur}
            error={firstErrorMessage(visibleErrors(field.state.meta))}
          />
        )}
      </form.Field>
    </DialogForm>
  );
}
