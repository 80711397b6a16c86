import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { RegisterPage } from '@/features/auth/components/register-page';
import { publicConfigQueryOptions } from '@/features/system/api/public-config';

const registerSearchSchema = z.object({ redirect: z.string().optional().catch(undefined) });

export const Route = createFileRoute('/(auth)/register')({
  validateSearch: registerSearchSchema,
  component: RegisterRoute,
});

function RegisterRoute() {
  const { redirect } = Route.useSearch();
  const providers = useQuery(publicConfigQueryOptions).data?.socialProviders ?? [];
  return <RegisterPage redirect={redirect} providers={providers} />;
}
