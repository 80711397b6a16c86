import type { Server } from 'node:http';
import type { ServerType } from '@hono/node-server';
import type { Logger } from './logger';

/**
 * On SIGTERM or SIGINT: stop accepting, let requests in flight finish (up to a
 * deadline), then release the resources in order.
 */
export function installShutdown(options: {
  server: ServerType;
  logger: Logger;
  timeoutMs: number;
  closers: Array<() => Promise<void> | void>;
  exit?: (code: number) => void;
}) {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    options.logger.info({ signal }, 'shutting down');
    const server = options.server as Server;
    const deadline = setTimeout(() => {
      options.logger.warn('requests still running at the deadline: closing them');
      server.closeAllConnections();
    }, options.timeoutMs);
    deadline.unref();
    // Keep-alive connections become idle once their last response is sent.
    const reaper = setInterval(() => server.closeIdleConnections(), 50);
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    clearInterval(reaper);
    clearTimeout(deadline);
    for (const close of options.closers) {
      try {
        await close();
      } catch (error) {
        options.logger.error({ err: error }, 'error while closing');
      }
    }
    options.logger.info('stopped');
    exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
  return stop;
}
