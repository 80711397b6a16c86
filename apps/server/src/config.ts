import { join, resolve } from 'node:path';
import { defaultPaymentHoldMinutes } from '@madabook/contracts';
import { defaultConnectTimeoutMs } from '@madabook/db';
import { z } from 'zod';
import { defaultDataDir, defaultWebDistDir } from './lib/paths';
import { defaultMailLeaseMs, defaultRetryPolicy, type RetryPolicy } from './mail/mail-worker';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'expected true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const commaList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

const urlWithProtocols = (protocols: string[]) =>
  z
    .url({ message: `expected a URL starting with ${protocols.join(' or ')}` })
    .refine((value) => protocols.some((protocol) => value.startsWith(protocol)), {
      message: `expected a URL starting with ${protocols.join(' or ')}`,
    });

/** Each provider is on when both its client id and secret are set. */
export const socialProviderIds = ['google', 'facebook', 'apple', 'github', 'microsoft'] as const;
export type SocialProviderId = (typeof socialProviderIds)[number];

const socialProviderVariables = Object.fromEntries(
  socialProviderIds.flatMap((id) => [
    [`${id.toUpperCase()}_CLIENT_ID`, optionalText],
    [`${id.toUpperCase()}_CLIENT_SECRET`, optionalText],
  ]),
) as Record<`${Uppercase<SocialProviderId>}_CLIENT_${'ID' | 'SECRET'}`, typeof optionalText>;

const duration = (unit: 'milliseconds' | 'seconds', min: number, max: number) =>
  z.coerce
    .number({ message: `expected a number of ${unit}` })
    .int({ message: `expected a whole number of ${unit}` })
    .min(min, { message: `expected ${min} to ${max} ${unit}` })
    .max(max, { message: `expected ${min} to ${max} ${unit}` });
const milliseconds = (min: number, max: number) => duration('milliseconds', min, max);

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce
    .number({ message: 'expected a port number' })
    .int({ message: 'expected a whole port number' })
    .min(1, { message: 'expected a port from 1 to 65535' })
    .max(65535, { message: 'expected a port from 1 to 65535' })
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  APP_URL: urlWithProtocols(['http://', 'https://']).optional(),
  TRUSTED_ORIGINS: commaList.pipe(z.array(urlWithProtocols(['http://', 'https://']))),
  DATA_DIR: z.string().min(1).default(defaultDataDir),
  WEB_DIST_DIR: z.string().min(1).default(defaultWebDistDir),
  DATABASE_URL: urlWithProtocols(['postgres://', 'postgresql://']).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: milliseconds(100, 120_000).default(defaultConnectTimeoutMs),
  REDIS_URL: urlWithProtocols(['redis://', 'rediss://']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  UNDER_CONSTRUCTION: booleanFlag.default(false),
  DEMO_CATALOG: booleanFlag.optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  BETTER_AUTH_SECRET: optionalText.pipe(
    z.string().min(32, { message: 'expected at least 32 random characters' }).optional(),
  ),
  REQUIRE_EMAIL_VERIFICATION: booleanFlag.optional(),
  AUTH_RATE_LIMIT: booleanFlag.default(true),
  SESSION_CACHE_SECONDS: duration('seconds', 1, 300).default(60),
  TRUST_PROXY: booleanFlag.default(false),
  SMTP_URL: urlWithProtocols(['smtp://', 'smtps://']).optional(),
  MAIL_FROM: z.string().min(3).default('MadaBook <no-reply@madabook.mg>'),
  MAIL_RETRY_BASE_DELAY_MS: milliseconds(100, 3_600_000).default(defaultRetryPolicy.baseDelayMs),
  MAIL_RETRY_MAX_DELAY_MS: milliseconds(100, 86_400_000).default(defaultRetryPolicy.maxDelayMs),
  MAIL_LEASE_MS: milliseconds(1_000, 3_600_000).default(defaultMailLeaseMs),
  ...socialProviderVariables,
  OIDC_ISSUER: urlWithProtocols(['http://', 'https://']).optional(),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_NAME: z.string().min(1).default('OpenID Connect'),
  MVOLA_BASE_URL: urlWithProtocols(['https://', 'http://']).default('https://devapi.mvola.mg'),
  MVOLA_CONSUMER_KEY: optionalText,
  MVOLA_CONSUMER_SECRET: optionalText,
  MVOLA_MERCHANT_NUMBER: optionalText.pipe(
    z
      .string()
      .regex(/^03[48]\d{7}$/, { message: 'expected an MVola number such as 0343500003' })
      .optional(),
  ),
  MVOLA_PARTNER_NAME: z.string().trim().min(1).max(60).default('MadaBook'),
  ORANGE_MONEY_BASE_URL: urlWithProtocols(['https://', 'http://']).default('https://api.orange.com'),
  ORANGE_MONEY_PATH: z
    .string()
    .trim()
    .regex(/^(\/[A-Za-z0-9._-]+)+$/, {
      message: 'expected a path such as /orange-money-webpay/mg/v1 (leading slash, no trailing slash)',
    })
    .default('/orange-money-webpay/mg/v1'),
  ORANGE_MONEY_CLIENT_ID: optionalText,
  ORANGE_MONEY_CLIENT_SECRET: optionalText,
  ORANGE_MONEY_MERCHANT_KEY: optionalText,
  PAYMENT_HOLD_MINUTES: z.coerce.number().int().min(1).max(1440).default(defaultPaymentHoldMinutes),
  PAYMENT_PROVIDER_TIMEOUT_MS: z.coerce
    .number({ message: 'expected a number of milliseconds' })
    .int()
    .min(100, { message: 'expected 100 to 60000 milliseconds' })
    .max(60_000, { message: 'expected 100 to 60000 milliseconds' })
    .default(10_000),
  S3_ENDPOINT: urlWithProtocols(['https://', 'http://']).optional(),
  S3_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
        message: 'expected a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
      })
      .optional(),
  ),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_REGION: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{2,32}$/, { message: 'expected a region such as us-east-1' })
    .default('us-east-1'),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  ADMIN_EMAIL: z.email({ message: 'expected an email address' }).optional(),
  ADMIN_PASSWORD: optionalText.pipe(
    z.string().min(8, { message: 'expected at least 8 characters' }).max(128).optional(),
  ),
});

export interface AppConfig {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  appUrl: string;
  trustedOrigins: string[];
  dataDir: string;
  webDistDir: string;
  database:
    | { kind: 'postgres'; url: string; poolSize: number; connectTimeoutMs: number }
    | { kind: 'pglite'; dataDir: string };
  redisUrl: string | undefined;
  logLevel: string;
  underConstruction: boolean;
  /** Whether a start with no hotel fills the catalogue with demo hotels (on in development). */
  demoCatalog: boolean;
  shutdownTimeoutMs: number;
  admin: { email: string | undefined; password: string | undefined };
  auth: {
    secret: string | undefined;
    requireEmailVerification: boolean;
    rateLimit: boolean;
    /** How long a session read is trusted without asking the database again: the bound on revocation. */
    sessionCacheSeconds: number;
    trustProxy: boolean;
    socialProviders: Partial<Record<SocialProviderId, { clientId: string; clientSecret: string }>>;
    oidc: { issuer: string; clientId: string; clientSecret: string; name: string } | undefined;
  };
  mail: {
    smtpUrl: string | undefined;
    from: string;
    /** When a mail that failed is tried again: base, 2×base, 4×base… up to the cap. */
    retry: RetryPolicy;
    /** How long a worker holds a mail it is sending; a worker that died holding it lets it go then. */
    leaseMs: number;
  };
  photos: PhotoStorageConfig;
  payments: {
    holdMinutes: number;
    /** How long a call to a provider may take before it counts as unanswered. */
    providerTimeoutMs: number;
    mvola:
      | {
          baseUrl: string;
          consumerKey: string;
          consumerSecret: string;
          merchantNumber: string;
          partnerName: string;
        }
      | undefined;
    orangeMoney:
      | { baseUrl: string; path: string; clientId: string; clientSecret: string; merchantKey: string }
      | undefined;
  };
}

/** Photos on the local disk under `dir`, or in an S3-compatible bucket. */
export type PhotoStorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
    };

/** Where photos live when no bucket is configured, and where `photos:to-s3` copies them from. */
export const localPhotoDir = (dataDir: string) => join(dataDir, 'photos');

/** A start-up refusal: one line naming the variable and what it expects. */
export class ConfigError extends Error {}

export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const got = source[name];
    throw new ConfigError(
      `Invalid environment variable ${name}: ${issue?.message ?? 'invalid value'}${got === undefined ? '' : ` (got "${got}")`}`,
    );
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && !env.BETTER_AUTH_SECRET) {
    throw new ConfigError(
      'Missing environment variable BETTER_AUTH_SECRET: required in production (32 or more random characters)',
    );
  }
  const dataDir = resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    trustedOrigins: env.TRUSTED_ORIGINS,
    dataDir,
    webDistDir: resolve(env.WEB_DIST_DIR),
    database: env.DATABASE_URL
      ? {
          kind: 'postgres',
          url: env.DATABASE_URL,
          poolSize: env.DATABASE_POOL_SIZE,
          connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
        }
      : { kind: 'pglite', dataDir: resolve(dataDir, 'db') },
    redisUrl: env.REDIS_URL,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    underConstruction: env.UNDER_CONSTRUCTION,
    demoCatalog: env.DEMO_CATALOG ?? env.NODE_ENV === 'development',
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    admin: { email: env.ADMIN_EMAIL?.toLowerCase(), password: env.ADMIN_PASSWORD },
    auth: {
      secret: env.BETTER_AUTH_SECRET,
      requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION ?? env.NODE_ENV === 'production',
      rateLimit: env.AUTH_RATE_LIMIT,
      sessionCacheSeconds: env.SESSION_CACHE_SECONDS,
      trustProxy: env.TRUST_PROXY,
      socialProviders: enabledSocialProviders(env),
      oidc:
        env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
          ? {
              issuer: env.OIDC_ISSUER,
              clientId: env.OIDC_CLIENT_ID,
              clientSecret: env.OIDC_CLIENT_SECRET,
              name: env.OIDC_NAME,
            }
          : undefined,
    },
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      retry: {
        ...defaultRetryPolicy,
        baseDelayMs: env.MAIL_RETRY_BASE_DELAY_MS,
        maxDelayMs: Math.max(env.MAIL_RETRY_BASE_DELAY_MS, env.MAIL_RETRY_MAX_DELAY_MS),
      },
      leaseMs: env.MAIL_LEASE_MS,
    },
    photos: photoStorageConfig(env, dataDir),
    payments: paymentConfig(env),
  };
}

/** MVola is on when its key, secret and merchant number are set; Orange Money when its client and merchant key are. */
function paymentConfig(env: z.infer<typeof environmentSchema>): AppConfig['payments'] {
  const mvola =
    env.MVOLA_CONSUMER_KEY && env.MVOLA_CONSUMER_SECRET
      ? {
          baseUrl: env.MVOLA_BASE_URL.replace(/\/$/, ''),
          consumerKey: env.MVOLA_CONSUMER_KEY,
          consumerSecret: env.MVOLA_CONSUMER_SECRET,
          merchantNumber:
            env.MVOLA_MERCHANT_NUMBER ?? missing('MVOLA_MERCHANT_NUMBER', 'MVola credentials are set'),
          partnerName: env.MVOLA_PARTNER_NAME,
        }
      : undefined;
  const orangeMoney =
    env.ORANGE_MONEY_CLIENT_ID && env.ORANGE_MONEY_CLIENT_SECRET
      ? {
          baseUrl: env.ORANGE_MONEY_BASE_URL.replace(/\/$/, ''),
          path: env.ORANGE_MONEY_PATH,
          clientId: env.ORANGE_MONEY_CLIENT_ID,
          clientSecret: env.ORANGE_MONEY_CLIENT_SECRET,
          merchantKey:
            env.ORANGE_MONEY_MERCHANT_KEY ??
            missing('ORANGE_MONEY_MERCHANT_KEY', 'Orange Money credentials are set'),
        }
      : undefined;
  return {
    holdMinutes: env.PAYMENT_HOLD_MINUTES,
    providerTimeoutMs: env.PAYMENT_PROVIDER_TIMEOUT_MS,
    mvola,
    orangeMoney,
  };
}

const s3Variables = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** The bucket when every S3 variable is set, the local disk when none is; anything between is refused. */
function photoStorageConfig(env: z.infer<typeof environmentSchema>, dataDir: string): PhotoStorageConfig {
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId } = env;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  if (!endpoint && !bucket && !accessKeyId && !secretAccessKey) {
    return { kind: 'local', dir: localPhotoDir(dataDir) };
  }
  const given = s3Variables.find((name) => env[name] !== undefined);
  const needs = `${given} is set (photos in a bucket need ${s3Variables.join(', ')})`;
  return {
    kind: 's3',
    endpoint: (endpoint ?? missing('S3_ENDPOINT', needs)).replace(/\/$/, ''),
    bucket: bucket ?? missing('S3_BUCKET', needs),
    region: env.S3_REGION,
    accessKeyId: accessKeyId ?? missing('S3_ACCESS_KEY_ID', needs),
    secretAccessKey: secretAccessKey ?? missing('S3_SECRET_ACCESS_KEY', needs),
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

function missing(name: string, when: string): never {
  throw new ConfigError(`Missing environment variable ${name}: required when ${when}`);
}

function enabledSocialProviders(
  env: z.infer<typeof environmentSchema>,
): AppConfig['auth']['socialProviders'] {
  const enabled: AppConfig['auth']['socialProviders'] = {};
  for (const id of socialProviderIds) {
    const clientId = env[`${id.toUpperCase() as Uppercase<SocialProviderId>}_CLIENT_ID`];
    const clientSecret = env[`${id.toUpperCase() as Uppercase<SocialProviderId>}_CLIENT_SECRET`];
    if (clientId && clientSecret) enabled[id] = { clientId, clientSecret };
  }
  return enabled;
}
