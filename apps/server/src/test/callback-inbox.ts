import type { IncomingCallback } from '../modules/payments/providers/payment-provider';
import { startFakeHttpServer } from './fake-provider-server';

/**
 * Stands in for MadaBook's callback routes in the provider adapters' tests: a real HTTP server that
 * keeps every request as the adapter's `parseNotification` receives it, and answers 200.
 */
export async function startCallbackInbox() {
  const received: IncomingCallback[] = [];
  const server = await startFakeHttpServer((request) => {
    received.push({
      method: request.method,
      headers: Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, [value ?? ''].flat().join(', ')]),
      ),
      body: request.body,
      url: request.url.href,
    });
    return { status: 200, text: '' };
  });

  return {
    url: server.url,
    received,
    /** The last callback received; fails the test when none came. */
    last(): IncomingCallback {
      const callback = received.at(-1);
      if (!callback) throw new Error('no callback received');
      return callback;
    },
    close: server.close,
  };
}

export type CallbackInbox = Awaited<ReturnType<typeof startCallbackInbox>>;
