import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Provider, type ProviderContext } from 'oidc-provider';

/**
 * A real OpenID provider (panva's `oidc-provider`) on 127.0.0.1 for tests:
 * discovery, JWKS, authorization with PKCE, token, userinfo, with a plain
 * login and consent form that a test, or a browser, can fill in.
 */

export interface OidcTestUser {
  /** The provider's subject: MadaBook stores it as the account id. */
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
  password: string;
}

export interface RecordedRequest {
  params: Record<string, string>;
}

export interface RecordedTokenRequest extends RecordedRequest {
  /** Whether the client authenticated with `client_secret` in the form body. */
  secretInBody: boolean;
}

export interface OidcProviderFixture {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The environment that points MadaBook at this provider. */
  env: Record<string, string>;
  addUser(user: Partial<OidcTestUser> & Pick<OidcTestUser, 'email'>): OidcTestUser;
  /** Every authorization request the provider received, oldest first. */
  authorizationRequests: RecordedRequest[];
  /** Every token request the provider answered, oldest first. */
  tokenRequests: RecordedTokenRequest[];
  close(): Promise<void>;
}

export const defaultProviderPassword = 'provider-password';
export const abortDescription = 'The user cancelled the sign-in';

export async function startOidcProvider(options: {
  /** Where the provider may send the user back, e.g. `${APP_URL}/api/auth/callback/oidc`. */
  redirectUris: string[];
  users?: Array<Partial<OidcTestUser> & Pick<OidcTestUser, 'email'>>;
  clientId?: string;
  clientSecret?: string;
  name?: string;
}): Promise<OidcProviderFixture> {
  const clientId = options.clientId ?? 'madabook-test';
  const clientSecret = options.clientSecret ?? `secret-${randomBytes(16).toString('hex')}`;
  const users = new Map<string, OidcTestUser>();
  const authorizationRequests: RecordedRequest[] = [];
  const tokenRequests: RecordedTokenRequest[] = [];

  const addUser: OidcProviderFixture['addUser'] = (user) => {
    const complete: OidcTestUser = {
      sub: user.sub ?? `sub-${randomBytes(8).toString('hex')}`,
      email: user.email,
      emailVerified: user.emailVerified ?? true,
      name: user.name ?? user.email.split('@')[0] ?? user.email,
      password: user.password ?? defaultProviderPassword,
    };
    users.set(complete.sub, complete);
    return complete;
  };
  for (const user of options.users ?? []) addUser(user);

  let provider: Provider | undefined;
  let providerCallback: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  const server = createServer((req, res) => {
    if (!provider || !providerCallback) {
      res.statusCode = 503;
      res.end();
      return;
    }
    handle(provider, providerCallback, req, res).catch((error: unknown) => {
      if (!res.headersSent) res.statusCode = 500;
      res.end(error instanceof Error ? error.message : 'error');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // better-auth sends the secret in the form body unless told to use basic.
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 3600,
      IdToken: 3600,
      Grant: 3600,
      Interaction: 600,
      Session: 3600,
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: async (_ctx, sub) => {
      const user = users.get(sub);
      if (!user) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, email: user.email, email_verified: user.emailVerified, name: user.name }),
      };
    },
  });
  provider.use(async (ctx: ProviderContext, next) => {
    await next();
    const params = Object.fromEntries(
      Object.entries(ctx.oidc?.params ?? {}).filter((entry): entry is [string, string] => {
        return typeof entry[1] === 'string';
      }),
    );
    if (ctx.oidc?.route === 'authorization') authorizationRequests.push({ params });
    if (ctx.oidc?.route === 'token') {
      tokenRequests.push({ params, secretInBody: typeof ctx.oidc.body?.client_secret === 'string' });
    }
  });
  providerCallback = provider.callback();

  async function handle(
    op: Provider,
    callback: (req: IncomingMessage, res: ServerResponse) => void,
    req: IncomingMessage,
    res: ServerResponse,
  ) {
    const url = new URL(req.url ?? '/', issuer);
    const match = /^\/interaction\/([\w-]+)(?:\/(login|confirm|abort))?$/.exec(url.pathname);
    if (!match) {
      callback(req, res);
      return;
    }
    const [, uid, action] = match;
    const details = await op.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error('interaction mismatch');

    if (action === 'abort') {
      await op.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: abortDescription },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    if (action === 'login' && req.method === 'POST') {
      const form = new URLSearchParams(await readBody(req));
      const email = (form.get('email') ?? '').toLowerCase();
      const user = [...users.values()].find((candidate) => candidate.email.toLowerCase() === email);
      if (!user || user.password !== form.get('password')) {
        sendHtml(res, 401, loginPage(uid ?? '', 'Wrong email or password'));
        return;
      }
      await op.interactionFinished(
        req,
        res,
        { login: { accountId: user.sub } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    if (action === 'confirm' && req.method === 'POST') {
      const accountId = details.session?.accountId;
      const clientId = String(details.params.client_id);
      if (!accountId) throw new Error('consent before login');
      const grant = details.grantId
        ? ((await op.Grant.find(details.grantId)) ?? new op.Grant({ accountId, clientId }))
        : new op.Grant({ accountId, clientId });
      const missing = details.prompt.details as {
        missingOIDCScope?: string[];
        missingOIDCClaims?: string[];
        missingResourceScopes?: Record<string, string[]>;
      };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
        grant.addResourceScope(indicator, scopes.join(' '));
      }
      const grantId = await grant.save();
      await op.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
      return;
    }
    if (details.prompt.name === 'login') sendHtml(res, 200, loginPage(uid ?? ''));
    else if (details.prompt.name === 'consent') sendHtml(res, 200, consentPage(uid ?? ''));
    else throw new Error(`unsupported prompt ${details.prompt.name}`);
  }

  return {
    issuer,
    clientId,
    clientSecret,
    env: {
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: clientId,
      OIDC_CLIENT_SECRET: clientSecret,
      OIDC_NAME: options.name ?? 'Test Identity',
    },
    addUser,
    authorizationRequests,
    tokenRequests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  return body;
}

function sendHtml(res: ServerResponse, status: number, html: string) {
  res.statusCode = status;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(html);
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`;

function loginPage(uid: string, error?: string) {
  return page(
    'Test Identity: sign in',
    `${error ? `<p role="alert">${error}</p>` : ''}
<form id="login" method="post" action="/interaction/${uid}/login">
<label>Email <input name="email" type="email" autocomplete="username"></label>
<label>Password <input name="password" type="password" autocomplete="current-password"></label>
<button type="submit">Sign in</button>
</form>
<a id="abort" href="/interaction/${uid}/abort">Cancel</a>`,
  );
}

function consentPage(uid: string) {
  return page(
    'Test Identity: allow MadaBook?',
    `<form id="consent" method="post" action="/interaction/${uid}/confirm"><button type="submit">Allow</button></form>
<a id="abort" href="/interaction/${uid}/abort">Cancel</a>`,
  );
}
