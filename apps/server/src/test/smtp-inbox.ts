import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  links: string[];
}

const linkPattern = /https?:\/\/[^\s<>"]+/g;

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives, for tests that
 * follow the links in mails. It can be stopped and started again on the same port.
 */
export async function startSmtpInbox() {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let server: SMTPServer | undefined;
  let port = 0;

  const listen = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', async () => {
          const parsed = await PostalMime.parse(Buffer.concat(chunks));
          const text = parsed.text ?? '';
          received.push({
            to: session.envelope.rcptTo.map((address) => address.address),
            subject: parsed.subject ?? '',
            text,
            html: parsed.html ?? '',
            messageId: parsed.messageId ?? '',
            links: text.match(linkPattern) ?? [],
          });
          for (const wake of waiters) wake();
          callback();
        });
      },
    });
    server.listen(port, '127.0.0.1');
    await once(server.server, 'listening');
    port = (server.server.address() as AddressInfo).port;
  };

  const stop = async () => {
    const current = server;
    server = undefined;
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  };

  await listen();

  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    received,
    /** Resolves with the first mail to `address` matching the filter, waiting for it if needed. */
    async waitFor(address: string, filter: (mail: ReceivedMail) => boolean = () => true, timeoutMs = 10_000) {
      const match = () => received.find((mail) => mail.to.includes(address.toLowerCase()) && filter(mail));
      const deadline = Date.now() + timeoutMs;
      while (!match()) {
        if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            resolve();
          };
          waiters.add(wake);
          setTimeout(wake, 100);
        });
      }
      return match() as ReceivedMail;
    },
    stop,
    restart: listen,
  };
}

export type SmtpInbox = Awaited<ReturnType<typeof startSmtpInbox>>;
