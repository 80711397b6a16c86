import { betaAccessSchema } from '@madabook/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/beta-access: 201, or 409 BETA_ACCESS_ALREADY_EXISTS for an email already on the list. */
export function useBetaAccessSignUp() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest('/beta-access', { method: 'POST', body: { email }, schema: betaAccessSchema }),
  });
}
