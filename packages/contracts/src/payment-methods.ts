import { z } from 'zod';

// Apart from the payment schemas: the public config names the methods, and every page reads it
// before anything else, so this module must not pull phone parsing (common.ts) into the first scripts.
export const paymentMethods = ['PAY_AT_PROPERTY', 'MVOLA', 'ORANGE_MONEY'] as const;
export const paymentMethodSchema = z.enum(paymentMethods);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export type OnlinePaymentMethod = Exclude<PaymentMethod, 'PAY_AT_PROPERTY'>;
