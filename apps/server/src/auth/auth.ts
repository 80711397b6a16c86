import { languageSchema } from '@madabook/contracts';
import { type Database, schema } from '@madabook/db';
import { betterAuth, type SecondaryStorage } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, bearer, customSession, genericOAuth } from 'better-auth/plugins';
import { adminAc, userAc } from 'better-auth/plugins/admin/access';
import type { AppConfig } from '../config';
import type { AuthMailer } from './auth-mails';
import { resolveAuthSecret } from './auth-secret';
import type { AuthTransactions } from './auth-transaction';
import { changeEmailUnverifies } from './plugins/change-email-unverifies';
import { deleteUserByEmail } from './plugins/delete-user-by-email';
import { failureCapture } from './plugins/failure-capture';
import { forgetPasswordAlias } from './plugins/forget-password-alias';
import { providerAccountParams } from './plugins/provider-account-params';
import { resetPasswordRedirect } from './plugins/reset-password-redirect';
import type { SessionLookup } from './plugins/session-lookup';
import { rolesOf, typeOf } from './roles';
import type { SessionChange } from './session-cache';
import {
  oidcProviderOption,
  socialProviderOrigins,
  socialProvidersOption,
  trustedProviderIds,
} from './social-providers';

export interface AuthDependencies {
  config: AppConfig;
  db: Database;
  transactions: AuthTransactions;
  sendMail: AuthMailer;
  secondaryStorage?: SecondaryStorage;
  /** Told, once committed, of each session that ended or changed and of each user that changed. */
  onSessionChange: (change: SessionChange) => void;
  /** Security tests switch better-auth's checks on under NODE_ENV=test, where it turns them off. */
  enforceSecurityInTests?: boolean;
}

export const sessionLifetimeSeconds = 60 * 60 * 24 * 30;

export function createAuth(deps: AuthDependencies) {
  const { config, transactions, sendMail } = deps;
  const changed = (change: SessionChange) => transactions.afterCommit(() => deps.onSessionChange(change));
  const lookupSession: SessionLookup = async (headers) => {
    if (!headers) return null;
    return (
      (await auth.api.getSession({ headers, query: { disableCookieCache: true, disableRefresh: true } })) ??
      null
    );
  };
  const enforce = config.env !== 'test' || deps.enforceSecurityInTests === true;
  const adminPlugin = admin({
    roles: { ADMIN: adminAc, USER: userAc },
    adminRoles: ['ADMIN'],
    defaultRole: 'USER',
  });

  const auth = betterAuth({
    appName: 'MadaBook',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    // The back office works through /api/admin/users, whose service calls these in process with
    // its own rules and audit log; over HTTP they would let an admin around both (impersonate,
    // set a password, remove a user, unaudited).
    disabledPaths: Object.values(adminPlugin.endpoints).map((endpoint) => endpoint.path),
    secret: resolveAuthSecret(config),
    trustedOrigins: [config.appUrl, ...config.trustedOrigins, ...socialProviderOrigins(config)],
    database: drizzleAdapter(transactions.authDatabase, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
      },
      transaction: true,
    }),
    ...(deps.secondaryStorage ? { secondaryStorage: deps.secondaryStorage } : {}),
    verification: { storeInDatabase: true },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      requireEmailVerification: config.auth.requireEmailVerification,
      resetPasswordTokenExpiresIn: 3600,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, url }) => sendMail(user, 'reset-password', { url }),
      // With verification required, a sign-up for a taken address is answered with a made-up
      // user: it must look like a real one (name = email, default role) or it reveals the account.
      customSyntheticUser: ({ coreFields, additionalFields, id }) => ({
        ...coreFields,
        name: coreFields.email,
        role: 'USER',
        banned: false,
        banReason: null,
        banExpires: null,
        ...additionalFields,
        id,
      }),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: config.auth.requireEmailVerification,
      autoSignInAfterVerification: true,
      expiresIn: 3600,
      // A change of email reaches the new address through this hook too: tell it what it is.
      sendVerificationEmail: ({ user, url }, request) =>
        request && new URL(request.url).pathname.endsWith('/change-email')
          ? sendMail(user, 'change-email', { url, newEmail: user.email })
          : sendMail(user, 'verify-email', { url }),
    },
    user: {
      additionalFields: {
        language: {
          type: 'string',
          required: false,
          defaultValue: 'fr',
          input: true,
          validator: { input: languageSchema },
        },
      },
      changeEmail: { enabled: true, updateEmailWithoutVerification: true },
      deleteUser: { enabled: true, deleteTokenExpiresIn: 86_400 },
    },
    session: {
      expiresIn: sessionLifetimeSeconds,
      updateAge: 60 * 60 * 24,
      freshAge: 60 * 60 * 24,
      storeSessionInDatabase: true,
      // The same lifetime as the sessions kept in process (session-cache.ts): one bound on revocation.
      cookieCache: { enabled: true, maxAge: config.auth.sessionCacheSeconds },
    },
    account: {
      accountLinking: { enabled: true, trustedProviders: trustedProviderIds },
    },
    socialProviders: socialProvidersOption(config),
    rateLimit: { enabled: config.auth.rateLimit && enforce, window: 60, max: 100 },
    advanced: {
      disableOriginCheck: !enforce,
      disableCSRFCheck: !enforce,
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    databaseHooks: {
      user: {
        create: {
          // The spec: at sign-up the name is the email.
          before: async (user, context) => ({
            data: context?.path === '/sign-up/email' ? { ...user, name: user.email } : user,
          }),
        },
        // A ban, a new role, a verified email or a new name: every session of the user reads anew.
        // (A row that was not found is handed over as null.)
        update: { after: async (user) => user && changed({ userId: user.id }) },
        delete: { after: async (user) => user && changed({ userId: user.id }) },
      },
      session: {
        update: { after: async (session) => session && changed({ token: session.token }) },
        delete: { after: async (session) => session && changed({ token: session.token }) },
      },
    },
    plugins: [
      failureCapture(),
      adminPlugin,
      bearer(),
      forgetPasswordAlias(),
      resetPasswordRedirect({ resetPageUrl: `${config.appUrl}/reset-password` }),
      deleteUserByEmail({
        lookupSession,
        sendConfirmation: (user, url) => sendMail(user, 'delete-account', { url }),
      }),
      changeEmailUnverifies({ lookupSession }),
      providerAccountParams({ lookupSession }),
      ...(config.auth.oidc ? [genericOAuth({ config: oidcProviderOption(config) })] : []),
      customSession(async ({ user, session }) => {
        const roles = rolesOf(user as { role?: string | null });
        return { session, user: { ...user, roles, type: typeOf(roles) } };
      }),
    ],
  });
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
