import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { installShutdown } from './shutdown';

describe('graceful shutdown', () => {
  it('finishes the request in flight, refuses new connections, then closes resources', async () => {
    const server = createServer((_request, response) => {
      setTimeout(() => response.end('finished'), 300);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const events: string[] = [];
    const stop = installShutdown({
      server,
      logger: createLogger({ level: 'silent', pretty: false }),
      timeoutMs: 5_000,
      closers: [() => void events.push('database closed')],
      exit: (code) => void events.push(`exit ${code}`),
    });

    const inFlight = fetch(url).then((response) => response.text());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stopped = stop('SIGTERM');

    expect(await inFlight).toBe('finished');
    await stopped;
    await expect(fetch(url)).rejects.toThrow();
    expect(events).toEqual(['database closed', 'exit 0']);
  });
});
