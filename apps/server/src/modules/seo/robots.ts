/**
 * Pages with nothing to index: the back office, the account, booking steps and one-time links.
 * The API stays open: a crawler that runs the app reads the hotels and photos through it.
 */
const privatePaths = [
  '/admin',
  '/account',
  '/flights/book',
  '/hotels/*/book',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/under-construction',
  '/demo',
];

export function renderRobots(sitemapUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
