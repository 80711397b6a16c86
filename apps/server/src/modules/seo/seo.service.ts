import type { Language } from '@madabook/contracts';
import type { HotelService } from '../hotels/hotels.service';
import type { PhotoService } from '../photos/photos.service';
import { hotelHead } from './hotel-head';
import type { PageHead } from './page-head';
import { hotelPath, publicPageAt, sitemapPages, sitePagePaths } from './public-pages';
import { renderRobots } from './robots';
import { notFoundHead, sitePageHead } from './site-page-head';
import { pageUrls } from './site-urls';
import { renderSitemap, sitemapPath } from './sitemap';

export interface PageAnswer {
  status: 200 | 404;
  head: PageHead;
}

/**
 * What search engines and link previews read without running the app: page heads, the sitemap
 * and robots.txt. Nothing is cached, so an admin's edit shows at once: a hotel's head costs one
 * indexed read and its photos'.
 */
export function createSeoService(deps: { hotels: HotelService; photos: PhotoService; appUrl: string }) {
  const { hotels, photos, appUrl } = deps;

  const notFound = (language: Language): PageAnswer => ({ status: 404, head: notFoundHead(language) });

  async function hotelPage(slug: string, language: Language): Promise<PageAnswer> {
    const hotel = await hotels.publishedSummary(slug);
    if (!hotel) return notFound(language);
    const cover = (await photos.covers('hotel', [hotel.id])).get(hotel.id);
    return { status: 200, head: hotelHead({ hotel, cover, language, appUrl }) };
  }

  return {
    /** The head of the public page at `path`; undefined for the pages the server leaves to the app. */
    async page(path: string, language: Language): Promise<PageAnswer | undefined> {
      const page = publicPageAt(path);
      if (!page) return undefined;
      if (page.kind === 'site') return { status: 200, head: sitePageHead(page.page, language, appUrl) };
      if (page.kind === 'hotel') return hotelPage(page.slug, language);
      return notFound(language);
    },

    async sitemap(): Promise<string> {
      const slugs = await hotels.publishedSlugs();
      return renderSitemap([
        ...sitemapPages.map((page) => pageUrls(appUrl, sitePagePaths[page])),
        ...slugs.map((slug) => pageUrls(appUrl, hotelPath(slug))),
      ]);
    },

    robots: () => renderRobots(`${appUrl}${sitemapPath}`),
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
