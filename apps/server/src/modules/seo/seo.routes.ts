import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import type { SeoService } from './seo.service';
import { sitemapPath } from './sitemap';

// Crawlers come back often; an hour's delay for a new hotel costs nothing.
const cacheControl = 'public, max-age=3600';

export function seoRoutes(service: SeoService) {
  return new Hono<AppEnv>()
    .get(sitemapPath, async (c) =>
      c.body(await service.sitemap(), 200, {
        'Content-Type': 'application/xml; charset=utf-8',
        'Cache-Control': cacheControl,
      }),
    )
    .get('/robots.txt', (c) => c.text(service.robots(), 200, { 'Cache-Control': cacheControl }));
}
