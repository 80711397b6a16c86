import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { VerifyEmailPage } from '@/features/auth/components/verify-email-page';
import { refreshSession } from '@/lib/session';

const verifyEmailSearchSchema = z.object({
  error: z.string().optional().catch(undefined),
  redirect: z.string().optional().catch(undefined),
});

export const Route = createFileRoute('/(auth)/verify-email')({
  validateSearch: verifyEmailSearchSchema,
  loaderDeps: ({ search }) => ({ error: search.error }),
  // A verified link has signed the visitor in by cookie: the session must be asked again.
  loader: async ({ context, deps }) => {
    if (!deps.error) await refreshSession(context.queryClient).catch(() => null);
  },
  component: VerifyEmailRoute,
});

function VerifyEmailRoute() {
  const { error, redirect } = Route.useSearch();
  return <VerifyEmailPage error={error} redirect={redirect} />;
}
