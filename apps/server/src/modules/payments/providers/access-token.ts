import { z } from 'zod';
import { ProviderError } from './payment-provider';
import type { ProviderHttp } from './provider-http';

const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  // Some gateways send the lifetime as a string of digits.
  expires_in: z.coerce.number().positive(),
});

export interface ClientCredentials {
  /** The token endpoint after the base URL, e.g. `/token`. */
  path: string;
  clientId: string;
  clientSecret: string;
  scope?: string;
}

/**
 * An OAuth2 client-credentials access token, fetched when first needed and kept until shortly
 * before it expires. Calls that start together share one token request.
 */
export function createAccessToken(http: ProviderHttp, credentials: ClientCredentials) {
  const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64');
  const form = new URLSearchParams({ grant_type: 'client_credentials' });
  if (credentials.scope) form.set('scope', credentials.scope);

  let cached: { token: string; renewAt: number } | undefined;
  let inFlight: Promise<string> | undefined;

  const fetchToken = async () => {
    const answer = await http.json(
      {
        method: 'POST',
        path: credentials.path,
        headers: {
          Authorization: `Basic ${basic}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
        },
        body: form.toString(),
      },
      tokenAnswerSchema,
    );
    const lifetimeMs = answer.expires_in * 1000;
    // Renewed a little early so that a token never expires between our check and the provider's.
    cached = {
      token: answer.access_token,
      renewAt: Date.now() + lifetimeMs - Math.min(60_000, lifetimeMs / 10),
    };
    return answer.access_token;
  };

  const current = () => {
    if (cached && Date.now() < cached.renewAt) return Promise.resolve(cached.token);
    inFlight ??= fetchToken().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };

  return {
    /**
     * Runs the call with the token; when the provider refuses the token anyway (revoked, or its
     * clock ahead of ours), takes a new one and runs the call once more.
     */
    async authorized<T>(call: (token: string) => Promise<T>): Promise<T> {
      const token = await current();
      try {
        return await call(token);
      } catch (error) {
        if (!(error instanceof ProviderError) || error.details.status !== 401) throw error;
        // Calls refused together drop the token once; the others then share the new one.
        if (cached?.token === token) cached = undefined;
        return call(await current());
      }
    },
  };
}
