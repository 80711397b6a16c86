import type { PublicConfig, SocialProvider } from '@madabook/contracts';
import type { DatabaseHandle } from '@madabook/db';
import type { AppConfig } from '../../config';
import { onlineMethodsOf } from '../payments/payment-providers';

export interface SystemService {
  readiness(): Promise<{ status: 'ready' | 'unavailable'; database: 'up' | 'down' }>;
  publicConfig(): PublicConfig;
}

export function createSystemService(deps: {
  config: AppConfig;
  database: DatabaseHandle;
  socialProviders: SocialProvider[];
}): SystemService {
  return {
    async readiness() {
      try {
        await deps.database.ping();
        return { status: 'ready', database: 'up' };
      } catch {
        return { status: 'unavailable', database: 'down' };
      }
    },
    publicConfig: () => ({
      underConstruction: deps.config.underConstruction,
      socialProviders: deps.socialProviders,
      requireEmailVerification: deps.config.auth.requireEmailVerification,
      environment: deps.config.env,
      payments: {
        onlineMethods: onlineMethodsOf(deps.config.payments),
        holdMinutes: deps.config.payments.holdMinutes,
      },
    }),
  };
}
