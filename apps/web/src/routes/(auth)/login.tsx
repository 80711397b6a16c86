import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginPage } from '@/features/auth/components/login-page';
import { publicConfigQueryOptions } from '@/features/system/api/public-config';

const loginSearchSchema = z.object({
  redirect: z.string().optional().catch(undefined),
  error: z.string().optional().catch(undefined),
  error_description: z.string().optional().catch(undefined),
});

export const Route = createFileRoute('/(auth)/login')({
  validateSearch: loginSearchSchema,
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect, error, error_description } = Route.useSearch();
  const providers = useQuery(publicConfigQueryOptions).data?.socialProviders ?? [];
  return (
    <LoginPage redirect={redirect} error={error} errorDescription={error_description} providers={providers} />
  );
}
