import { defaultLanguage, type Language, languages } from '@madabook/contracts';

/**
 * Each public page has one address per language, so that search engines index both and a shared
 * link opens in the language it was shared in: French, the default, at the plain path; English
 * with `?lang=en`.
 */
export const languageParam = 'lang';

export type PageUrls = Record<Language, string>;

/** The absolute addresses of the page at `path` (already URL-encoded) in each language. */
export function pageUrls(appUrl: string, path: string): PageUrls {
  const urlIn = (language: Language) =>
    language === defaultLanguage ? `${appUrl}${path}` : `${appUrl}${path}?${languageParam}=${language}`;
  return Object.fromEntries(languages.map((language) => [language, urlIn(language)])) as PageUrls;
}

/** `hreflang` alternates: every language, and the default one for visitors who speak neither. */
export function alternatesOf(urls: PageUrls): Array<{ hreflang: string; href: string }> {
  return [
    ...languages.map((language) => ({ hreflang: language, href: urls[language] })),
    { hreflang: 'x-default', href: urls[defaultLanguage] },
  ];
}
