import type { Database } from '@madabook/db';
import { newId } from '../../lib/ids';
import type { Logger } from '../../lib/logger';
import { providerSlugs } from './payment-ledger';
import { findPayment, findPaymentByReference, recordEvent, setEventOutcome } from './payments.repo';
import type { PaymentService } from './payments.service';
import { type IncomingCallback, ProviderError } from './providers/payment-provider';

const payloadOf = (body: string): object => {
  try {
    const parsed: unknown = JSON.parse(body);
    return parsed !== null && typeof parsed === 'object' ? parsed : { body };
  } catch {
    return { body: body.slice(0, 10_000) };
  }
};

/**
 * What a provider posts to `/api/payments/callbacks/{provider}`: recorded raw,
 * once per notification, then trusted only as far as the provider confirms it
 * (its token, or its status API), and applied once.
 */
export function createPaymentNotifications(deps: { db: Database; payments: PaymentService; logger: Logger }) {
  const { db, payments, logger } = deps;

  return async function receive(slug: string, callback: IncomingCallback): Promise<{ known: boolean }> {
    const method = (Object.keys(providerSlugs) as Array<keyof typeof providerSlugs>).find(
      (candidate) => providerSlugs[candidate] === slug,
    );
    const provider = method && payments.providerFor(method);
    if (!method || !provider) return { known: false };
    const payload = payloadOf(callback.body);
    const notification = provider.parseNotification(callback);
    const event = await recordEvent(db, {
      id: newId(),
      source: slug,
      kind: 'NOTIFICATION',
      eventKey: notification?.eventKey ?? null,
      payload,
      outcome: notification ? 'received' : 'not a notification of this provider',
    });
    if (!notification) return { known: true };
    if (!event) return { known: true }; // the same notification again: already handled

    const payment =
      (notification.paymentId && (await findPayment(db, notification.paymentId))) ||
      (notification.providerReference &&
        (await findPaymentByReference(db, method, notification.providerReference))) ||
      undefined;
    if (!payment || payment.method !== method) {
      await setEventOutcome(db, event.id, 'unknown payment');
      return { known: true };
    }
    if (notification.claimedAmount !== undefined && notification.claimedAmount !== payment.amount) {
      await setEventOutcome(
        db,
        event.id,
        `refused: the amount ${notification.claimedAmount} is not the payment's ${payment.amount}`,
        // Its key stays free: a genuine delivery of the same transaction is still handled.
        { paymentId: payment.id, retryable: true },
      );
      return { known: true };
    }
    try {
      const state = await provider.verifyNotification(notification, {
        paymentId: payment.id,
        amount: payment.amount,
        providerReference: payment.providerReference,
        secrets: payment.providerSecrets,
        phone: payment.phone,
      });
      if (state.providerReference && state.providerReference !== payment.providerReference) {
        const holder = await findPaymentByReference(db, method, state.providerReference);
        if (holder) throw new ProviderError('The transaction is already another payment’s');
      }
      await payments.apply(payment.id, state, slug);
      const trusted = state.status === notification.claimedStatus;
      await setEventOutcome(
        db,
        event.id,
        trusted
          ? `confirmed ${state.status.toLowerCase()}`
          : `not trusted: provider says ${state.status.toLowerCase()}`,
        // A claim the provider does not confirm (yet) leaves its key free for the genuine delivery.
        { paymentId: payment.id, retryable: !trusted },
      );
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      logger.warn({ err: error, paymentId: payment.id }, 'payment notification could not be verified');
      await setEventOutcome(db, event.id, `not verified: ${error.message}`, {
        paymentId: payment.id,
        retryable: true,
      });
    }
    return { known: true };
  };
}

export type PaymentNotifications = ReturnType<typeof createPaymentNotifications>;
