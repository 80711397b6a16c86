import { once } from 'node:events';
import { createServer } from 'node:net';
import { serve } from '@hono/node-server';
import { createTestApp, type TestAppOptions } from './test-app';

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** The test app listening on 127.0.0.1, for what calls it back over HTTP (payment providers). */
export async function startServedTestApp(options: TestAppOptions = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const testApp = await createTestApp({ ...options, env: { ...options.env, APP_URL: url } });
  const server = serve({ fetch: testApp.app.fetch, port, hostname: '127.0.0.1' });
  await once(server, 'listening');
  return {
    testApp,
    url,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await testApp.close();
    },
  };
}
