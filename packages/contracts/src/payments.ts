import { z } from 'zod';
import { idSchema, pageQuerySchema, paginated } from './common';
import { paymentMethodSchema } from './payment-methods';
import { text } from './text';

export const paymentStates = ['PENDING', 'SUCCEEDED', 'FAILED', 'EXPIRED'] as const;
export const paymentStateSchema = z.enum(paymentStates);
export type PaymentState = z.infer<typeof paymentStateSchema>;

export const refundStates = ['PENDING', 'SUCCEEDED', 'FAILED', 'DUE'] as const;
export const refundStateSchema = z.enum(refundStates);

/** How long a booking awaiting payment holds its rooms or seats, unless PAYMENT_HOLD_MINUTES says otherwise. */
export const defaultPaymentHoldMinutes = 15;

export const refundSchema = z
  .object({
    id: text(),
    amount: z.number().int(),
    status: refundStateSchema.meta({
      description: 'PENDING: asked of the provider; DUE: to be made by hand; SUCCEEDED: money given back',
    }),
    failureReason: text().nullable(),
    completedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Refund' });

export const paymentSchema = z
  .object({
    id: text(),
    bookingId: text(),
    method: paymentMethodSchema,
    status: paymentStateSchema,
    amount: z.number().int().meta({ description: 'Whole Ariary' }),
    currency: z.literal('MGA'),
    phone: text().nullable(),
    redirectUrl: text().nullable().meta({ description: 'Where to pay, for redirect methods, while pending' }),
    transactionId: text().nullable().meta({ description: "The provider's transaction id once paid" }),
    failureReason: text().nullable(),
    expiresAt: z.iso.datetime().nullable(),
    completedAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
    refund: refundSchema.nullable(),
  })
  .meta({ id: 'Payment' });
export type Payment = z.infer<typeof paymentSchema>;

export const paymentMethodOptionSchema = z
  .object({
    method: paymentMethodSchema,
    amountNow: z
      .number()
      .int()
      .meta({ description: 'Paid with this method now (0 when paying at the property)' }),
    amountAtProperty: z.number().int().meta({ description: 'Left to pay at the property' }),
    needsPhone: z.boolean(),
    redirects: z.boolean().meta({ description: "Whether the traveller is sent to the provider's page" }),
  })
  .meta({ id: 'PaymentMethodOption' });

export const paymentMethodsQuerySchema = z.object({ bookingId: idSchema });
export const paymentMethodsSchema = z
  .object({
    bookingId: text(),
    amountDueNow: z
      .number()
      .int()
      .meta({ description: 'What must be paid online before the booking is confirmed' }),
    holdExpiresAt: z.iso.datetime().nullable(),
    methods: z.array(paymentMethodOptionSchema),
  })
  .meta({ id: 'PaymentMethods' });
export type PaymentMethods = z.infer<typeof paymentMethodsSchema>;

export const paymentEventSchema = z
  .object({
    id: text(),
    source: text(),
    kind: text(),
    outcome: text(),
    payload: z.unknown(),
    receivedAt: z.iso.datetime(),
  })
  .meta({ id: 'PaymentEvent' });
export type PaymentEvent = z.infer<typeof paymentEventSchema>;

/** Notifications that matched no payment of ours (unknown transaction, unreadable body), for the back office. */
export const paymentEventPageSchema = paginated(paymentEventSchema).meta({ id: 'PaymentEventPage' });

export const adminPaymentSchema = paymentSchema
  .extend({
    bookingReference: text(),
    guestName: text(),
    providerReference: text().nullable(),
    events: z.array(paymentEventSchema),
  })
  .meta({ id: 'AdminPayment' });
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminPaymentListQuerySchema = pageQuerySchema.extend({
  status: paymentStateSchema.optional(),
  method: paymentMethodSchema.optional(),
  refund: refundStateSchema.optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export const adminPaymentPageSchema = paginated(adminPaymentSchema).meta({ id: 'AdminPaymentPage' });

/**
 * What a new booking asks for online before it is confirmed: the seller's share of the total (a
 * hotel's prepayment percent, 100 for a journey) once an online method is on, rounded to the Ariary
 * and at least 1; nothing without an online method.
 */
export function amountDueOnBooking(input: {
  total: number;
  prepaymentPercent: number;
  onlineMethodsOn: boolean;
}) {
  const percent = input.onlineMethodsOn ? input.prepaymentPercent : 0;
  return percent > 0 ? Math.max(1, Math.round((input.total * percent) / 100)) : 0;
}

/**
 * The MVola number in national form (0341234567) for +261 34 12 345 67, 261…, 00261… or 034… with
 * any spaces, dots, dashes or brackets; undefined when it is not an MVola (Telma 034, 038) number.
 */
export function mvolaNumber(phone: string): string | undefined {
  const digits = phone.replace(/[\s.()-]/g, '');
  const match = /^(?:(?:\+|00)?261|0)(3[48]\d{7})$/.exec(digits);
  return match ? `0${match[1]}` : undefined;
}
