import { z } from 'zod';
import { socialProviderSchema } from './auth';
import { paymentMethodSchema } from './payment-methods';

/** Public settings the SPA reads before it routes. */
export const publicConfigSchema = z
  .object({
    underConstruction: z.boolean(),
    socialProviders: z
      .array(socialProviderSchema)
      .meta({ description: 'The enabled social sign-in providers' }),
    requireEmailVerification: z.boolean(),
    environment: z.enum(['development', 'test', 'production']),
    payments: z.object({
      onlineMethods: z.array(paymentMethodSchema.exclude(['PAY_AT_PROPERTY'])).meta({
        description: 'Mobile money methods that are on; none means hotels are paid at the property',
      }),
      holdMinutes: z.number().int().meta({ description: 'How long a booking awaiting payment is held' }),
    }),
  })
  .meta({ id: 'PublicConfig' });
export type PublicConfig = z.infer<typeof publicConfigSchema>;
