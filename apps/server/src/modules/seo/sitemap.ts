import { languages } from '@madabook/contracts';
import { escapeMarkup } from './markup';
import { alternatesOf, type PageUrls } from './site-urls';

export const sitemapPath = '/sitemap.xml';

/** Each page once per language, each entry naming all of the page's languages (sitemaps.org, hreflang). */
export function renderSitemap(pages: PageUrls[]): string {
  const entries = pages.flatMap((urls) =>
    languages.map((language) =>
      [
        '  <url>',
        `    <loc>${escapeMarkup(urls[language])}</loc>`,
        ...alternatesOf(urls).map(
          ({ hreflang, href }) =>
            `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(href)}"/>`,
        ),
        '  </url>',
      ].join('\n'),
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
