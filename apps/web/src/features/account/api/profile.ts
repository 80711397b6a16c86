import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { authClient } from '@/lib/auth-client';
import { refreshSession } from '@/lib/session';
import { useAccountAction } from '../hooks/use-account-action';

type ProfileInput = { name: string; image: string };

/** POST /update-user with the name and picture; an empty picture field removes the picture. */
export function useUpdateProfile() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  return useAccountAction({
    run: ({ name, image }: ProfileInput) => authClient.updateUser({ name, image: image || null }),
    success: () => t('profile.saved'),
    onSuccess: () => refreshSession(queryClient),
  });
}
