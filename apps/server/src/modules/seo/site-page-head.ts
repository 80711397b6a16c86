import type { Language } from '@madabook/contracts';
import type { PageHead } from './page-head';
import { type SitePage, sitePagePaths } from './public-pages';
import { seoTexts } from './seo-texts';
import { pageUrls } from './site-urls';

export function sitePageHead(page: SitePage, language: Language, appUrl: string): PageHead {
  return { language, ...seoTexts[language].pages[page], urls: pageUrls(appUrl, sitePagePaths[page]) };
}

/** A page that is not there: the app shows its own message; search engines are told to forget it. */
export function notFoundHead(language: Language): PageHead {
  return {
    language,
    title: seoTexts[language].notFoundTitle,
    description: seoTexts[language].pages.home.description,
  };
}
