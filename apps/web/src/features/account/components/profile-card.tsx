import type { SessionUser } from '@madabook/contracts';
import { useForm } from '@tanstack/react-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import { requiredRule } from '@/lib/credential-rules';
import { submitHandler } from '@/lib/form';
import { i18n } from '@/lib/i18n';
import { useUpdateProfile } from '../api/profile';
import { AccountSection } from './account-section';

function isWebAddress(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const profileSchema = () =>
  z.object({
    name: requiredRule(),
    image: z
      .string()
      .trim()
      .refine((value) => value === '' || isWebAddress(value), i18n.t('validation.invalidUrl')),
  });

export function ProfileCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation('account');
  const updateProfile = useUpdateProfile();
  const form = useForm({
    defaultValues: { name: user.name, image: user.image ?? '' },
    validators: { onChange: profileSchema() },
    onSubmit: ({ value }) => updateProfile.mutate({ name: value.name.trim(), image: value.image.trim() }),
  });
  return (
    <AccountSection title={t('profile.title')} description={t('profile.description')}>
      <form noValidate className="flex flex-col gap-5" onSubmit={submitHandler(form)}>
        <form.Field name="name">
          {(field) => <TextField field={field} label={t('profile.name')} autoComplete="name" required />}
        </form.Field>
        <form.Field name="image">
          {(field) => (
            <TextField
              field={field}
              label={t('profile.image')}
              description={t('profile.imageHint')}
              type="url"
              inputMode="url"
              autoComplete="photo"
            />
          )}
        </form.Field>
        <Button type="submit" className="self-start" loading={updateProfile.isPending}>
          {t('profile.save')}
        </Button>
      </form>
    </AccountSection>
  );
}
