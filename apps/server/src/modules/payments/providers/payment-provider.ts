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
  /** The provider's own id for the payment, when we learn it only now (its start got no answer). */
  providerReference?: string;
  raw: unknown;
}

/** A payment as the provider adapter needs it back. */
export interface StartedPayment {
  paymentId: string;
  amount: number;
  providerReference: string;
  secrets: Record<string, string>;
}

/**
 * A payment as a notification is checked against: its provider reference is null when the start
 * got no answer in time (the provider may still have asked the payer).
 */
export interface NotifiedPayment extends Omit<StartedPayment, 'providerReference'> {
  providerReference: string | null;
  /** The number debited, for providers that debit one. */
  phone?: string | null;
}

/** A notification the provider sent to our callback URL, parsed but not yet trusted. */
export interface ProviderNotification {
  /** Which payment it is about: our payment id or the provider's reference, whichever the provider sends. */
  paymentId?: string;
  providerReference?: string;
  /** What the notification claims; trusted only once `verifyNotification` agrees. */
  claimedStatus: ProviderPaymentStatus;
  /** The amount it says was paid, when the provider sends one (whole Ariary). */
  claimedAmount?: number;
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
  /**
   * Whether the payer pays on the provider's page we send them to: a start that got no answer
   * then reached nobody, whereas a provider that asks the payer itself (MVola's prompt on the
   * phone) may take the money although its answer to us was lost.
   */
  readonly redirects: boolean;
  start(request: ProviderPaymentRequest): Promise<ProviderPaymentStarted>;
  /** Asks the provider where the payment stands (polling, and to check a notification before trusting it). */
  status(payment: StartedPayment): Promise<ProviderPaymentState>;
  /** Reads a callback; undefined when it is not one of this provider's notifications. Never throws. */
  parseNotification(callback: IncomingCallback): ProviderNotification | undefined;
  /**
   * The provider's answer on whether the notification is genuine and what the payment's
   * status is: a token or signature where the provider defines one, else its status API.
   * For a payment whose start got no answer, it ties the provider's transaction to ours
   * (amount, payer, our reference) before saying it succeeded, and says its reference.
   */
  verifyNotification(
    notification: ProviderNotification,
    payment: NotifiedPayment,
  ): Promise<ProviderPaymentState>;
}

/**
 * A provider could not be reached or answered something unexpected; the payment stays as it was.
 * `timedOut`: the request went out but no answer came, so the provider may have acted on it.
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly details: { status?: number; body?: unknown; timedOut?: boolean } = {},
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
