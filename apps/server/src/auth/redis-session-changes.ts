import { Redis } from 'ioredis';
import type { Logger } from '../lib/logger';
import { type SessionChange, sessionChangeSchema } from './session-cache';

const channel = 'madabook:auth:session-changes';

/**
 * Tells every instance sharing Redis of a session that ended or a user that changed, so that each
 * forgets what it kept at once. A message lost (Redis away, an instance reconnecting) costs at most
 * the cache's lifetime: entries run out by themselves.
 */
export function createRedisSessionChanges(
  url: string,
  onChange: (change: SessionChange) => void,
  logger: Logger,
) {
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  // A connection that subscribes can do nothing else.
  const subscriber = new Redis(url);
  subscriber.on('message', (_channel: string, message: string) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(message);
    } catch {
      parsed = undefined;
    }
    const change = sessionChangeSchema.safeParse(parsed);
    if (change.success) onChange(change.data);
    else logger.warn({ message: message.slice(0, 200) }, 'unreadable session change on Redis, ignored');
  });
  subscriber.subscribe(channel).catch((error: unknown) => {
    logger.error({ err: error }, 'could not subscribe to session changes on Redis');
  });

  return {
    publish(change: SessionChange): void {
      publisher.publish(channel, JSON.stringify(change)).catch((error: unknown) => {
        logger.warn({ err: error }, 'could not tell the other instances of a session change');
      });
    },
    async close() {
      await Promise.all([publisher.quit(), subscriber.quit()]);
    },
  };
}
