import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { requestIdHeader } from './proxy-client';

/** Request id → the upstreams nginx tried for it, in order (`$upstream_addr`: "a:1, b:2" after a retry). */
function readLog(file: string): Map<string, string[]> {
  const entries = new Map<string, string[]>();
  if (!existsSync(file)) return entries;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [id, _status, ...upstreams] = line.trim().split(' ');
    if (id && id !== '-') entries.set(id, upstreams.join(' ').split(/,\s*/).filter(Boolean));
  }
  return entries;
}

/**
 * Which upstream answered each response, from nginx's access log. nginx writes
 * a request's line just after its last byte: a response just read may wait a moment.
 */
export function accessLog(file: string) {
  return {
    async answeredBy(response: Response): Promise<string> {
      const id = response.headers.get(requestIdHeader);
      if (!id) throw new Error('a response without a request id: not sent by the proxy client');
      const deadline = Date.now() + 2_000;
      for (;;) {
        const upstreams = readLog(file).get(id);
        const last = upstreams?.at(-1);
        if (last) return last;
        if (Date.now() > deadline) throw new Error(`request ${id} is not in nginx's access log ${file}`);
        await sleep(20);
      }
    },
  };
}
