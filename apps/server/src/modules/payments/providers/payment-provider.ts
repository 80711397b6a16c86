import type { Language } from '@madabook/contracts';

/** What a provider says of a payment: still waiting for the payer, paid, or not paid (refused, cancelled, expired). */
export type ProviderPaymentStatus = 'PENDING' | 'SUCCEEDED' | 'FAILED';

/** A payment to start with a provider; the amount is computed by the server from the booking. */
export interface ProviderPaymentRequest {
  /** Our payment id: the provider's order id / transaction reference, so a callback leads back to it. */
  paymentId: string;
  /** Whole Ariary. */
  amount: number;
  /** Shown to the payer, e.g. "MadaBook MB-7KQ2XW": letters, digits, spaces and dashes only. */
  description: string;
  /** The payer's mobile number in national form (0341234567), for providers that debit a number. */
  phone?: string;
  language: Language;
  /** Absolute URL where the provider posts its notification: /api/payments/callbacks/{provider}. */
  callbackUrl: string;
  /** Absolute URLs where a redirect provider sends the browser back, paid or cancelled. */
  returnUrl: string;
  cancelUrl: string;
}

export interface ProviderPaymentStarted {
  /** The provider's own id for this payment (MVola serverCorrelationId, Orange Money pay_token). */
  providerReference: string;
  /** For redirect providers: where the traveller pays. */
  redirectUrl?: string;
  /** Kept with the payment and given back to `status` and `verifyNotification` (e.g. Orange Money's notif_token). */
  secrets?: Record<string, string>;
  /** The provider's answer, recorded as it came. */
  raw: unknown;
}

export interface ProviderPaymentState {
  status: ProviderPaymentStatus;
  /** The provider's transaction id once paid, for the receipt and the back office. */
  transactionId?: string;
  raw: unknown;
}

/** A payment as the provider adapter needs it back. */
export interface StartedPayment {
  paymentId: string;
  amount: number;
  providerReference: string;
  secrets: Record<string, string>;
}

/** A notification the provider sent to our callback URL, parsed but not yet trusted. */
export interface ProviderNotification {
  /** Which payment it is about: our payment id or the provider's reference, whichever the provider sends. */
  paymentId?: string;
  providerReference?: string;
  /** What the notification claims; trusted only once `verifyNotification` agrees. */
  claimedStatus: ProviderPaymentStatus;
  /** A secret the notification carries (Orange Money's notif_token), checked by `verifyNotification`. */
  token?: string;
  /** Same notification sent twice, same key: recorded once. */
  eventKey: string;
}

export interface IncomingCallback {
  method: string;
  headers: Record<string, string>;
  /** The raw body as received. */
  body: string;
  /** The URL it came to, query included (absolute, or path and query): Orange Money's carries our payment id. */
  url?: string;
}

export interface PaymentProvider {
  readonly method: 'MVOLA' | 'ORANGE_MONEY';
  start(request: ProviderPaymentRequest): Promise<ProviderPaymentStarted>;
  /** Asks the provider where the payment stands (polling, and to check a notification before trusting it). */
  status(payment: StartedPayment): Promise<ProviderPaymentState>;
  /** Reads a callback; undefined when it is not one of this provider's notifications. Never throws. */
  parseNotification(callback: IncomingCallback): ProviderNotification | undefined;
  /**
   * The provider's answer on whether the notification is genuine and what the payment's
   * status is: a token or signature where the provider defines one, else its status API.
   */
  verifyNotification(
    notification: ProviderNotification,
    payment: StartedPayment,
  ): Promise<ProviderPaymentState>;
  /** Gives money back; absent when the provider has no refund API (the refund is then made by hand). */
  refund?(
    payment: StartedPayment & { transactionId?: string },
    amount: number,
  ): Promise<ProviderPaymentState>;
}

/** A provider could not be reached or answered something unexpected; the payment stays as it was. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly details: { status?: number; body?: unknown } = {},
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
