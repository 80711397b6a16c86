import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { signOut } from '@/lib/session';
import { toast } from '@/lib/toast';
import { toastAuthError } from '@/lib/toasts';

/** Signs out and goes home, where nothing needs a session. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation('auth');
  return useMutation({
    mutationFn: () => signOut(queryClient),
    onSuccess: () => toast.success(t('signOut.success')),
    onError: toastAuthError,
    onSettled: () => navigate({ to: '/' }),
  });
}
