import type { SocialProvider } from '@madabook/contracts';
import type { AppConfig, SocialProviderId } from '../config';

const providerNames: Record<SocialProviderId, string> = {
  google: 'Google',
  facebook: 'Facebook',
  apple: 'Apple',
  github: 'GitHub',
  microsoft: 'Microsoft',
};

export const oidcProviderId = 'oidc';

/** The sign-in buttons the web app shows: every provider configured by the environment. */
export function enabledSocialProviders(config: AppConfig): SocialProvider[] {
  const providers = Object.keys(config.auth.socialProviders).map((id) => ({
    id,
    name: providerNames[id as SocialProviderId],
  }));
  if (config.auth.oidc) providers.push({ id: oidcProviderId, name: config.auth.oidc.name });
  return providers;
}

/**
 * Providers whose word on an email is enough to sign in to an existing
 * account with that email (implicit linking). Microsoft is left out: with the
 * `common` tenant any Entra directory can put an unverified address in the
 * email claim ("nOAuth"), so its accounts link only when it says the address
 * is verified.
 */
export const trustedProviderIds = ['google', 'apple', oidcProviderId];

/**
 * Origins that post to our callback: Apple answers with a form POST from its
 * own origin, which better-auth's origin check refuses whenever the browser
 * sends a cookie along, unless the origin is trusted.
 */
export function socialProviderOrigins(config: AppConfig): string[] {
  return config.auth.socialProviders.apple ? ['https://appleid.apple.com'] : [];
}

/** better-auth's `socialProviders` option. */
export function socialProvidersOption(config: AppConfig) {
  const { google, facebook, apple, github, microsoft } = config.auth.socialProviders;
  return {
    ...(google ? { google: { ...google, prompt: 'select_account' as const } } : {}),
    ...(facebook ? { facebook } : {}),
    ...(apple ? { apple } : {}),
    ...(github ? { github } : {}),
    ...(microsoft ? { microsoft: { ...microsoft, tenantId: 'common' } } : {}),
  };
}

/** The generic OpenID Connect provider, configured by its issuer. */
export function oidcProviderOption(config: AppConfig) {
  const oidc = config.auth.oidc;
  if (!oidc) return [];
  return [
    {
      providerId: oidcProviderId,
      discoveryUrl: `${oidc.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
      clientId: oidc.clientId,
      clientSecret: oidc.clientSecret,
      scopes: ['openid', 'email', 'profile'],
      pkce: true,
    },
  ];
}
