import type { SocialProvider } from '@madabook/contracts';
import { CREDENTIAL_PROVIDER_ID } from './api/linked-accounts';

/** A provider's name as the server gives it; "Email and password" for the credential account. */
export function providerName(
  providerId: string,
  providers: SocialProvider[],
  credentialName: string,
): string {
  if (providerId === CREDENTIAL_PROVIDER_ID) return credentialName;
  return providers.find((provider) => provider.id === providerId)?.name ?? providerId;
}
