import { languageSchema } from '@madabook/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { i18n } from '@/lib/i18n';
import { sessionQueryOptions } from '@/lib/session';

/**
 * When a signed-in visitor switches language, their account follows, so that mails come in that
 * language too. Fire and forget: the page has switched already, whatever the server answers.
 */
export function useUserLanguageSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const follow = (next: string) => {
      const language = languageSchema.safeParse(next);
      const session = queryClient.getQueryData(sessionQueryOptions.queryKey);
      if (!language.success || !session || session.user.language === language.data) return;
      queryClient.setQueryData(sessionQueryOptions.queryKey, (current) =>
        current ? { ...current, user: { ...current.user, language: language.data } } : current,
      );
      // Imported on demand: the auth client stays out of the code every page loads first.
      import('@/lib/auth-client')
        .then(({ authClient }) => authClient.updateUser({ language: language.data }))
        .catch(() => undefined);
    };
    i18n.on('languageChanged', follow);
    return () => i18n.off('languageChanged', follow);
  }, [queryClient]);
}
