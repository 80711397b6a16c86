import type { Language } from '@madabook/contracts';
import { escapeMarkup, jsonInScript } from './markup';
import { siteName } from './seo-texts';
import { alternatesOf, type PageUrls } from './site-urls';

export interface ShareImage {
  url: string;
  type: string;
  width: number;
  height: number;
  alt: string;
}

/** An image as the page's `<img srcset sizes>` will ask for it. */
export interface PreloadImage {
  srcset: string;
  sizes: string;
}

/** What the server says of a page in its `<head>`, before the app runs. */
export interface PageHead {
  language: Language;
  title: string;
  description: string;
  /** The page's addresses in each language; a page without them is kept out of search engines. */
  urls?: PageUrls;
  /** The title on a shared link's card, when it differs from the page's. */
  shareTitle?: string;
  image?: ShareImage;
  /** schema.org data, as JSON-LD. */
  structuredData?: Record<string, unknown>;
  /** The page's largest image, which the app would otherwise ask for only once its code has run. */
  preloadImage?: PreloadImage;
}

const ogLocales: Record<Language, string> = { fr: 'fr_FR', en: 'en_US' };

const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
  `<meta ${attribute}="${key}" content="${escapeMarkup(String(content))}" />`;

const link = (attributes: Record<string, string>) =>
  `<link ${Object.entries(attributes)
    .map(([name, value]) => `${name}="${escapeMarkup(value)}"`)
    .join(' ')} />`;

function imageTags(image: ShareImage): string[] {
  return [
    meta('property', 'og:image', image.url),
    meta('property', 'og:image:type', image.type),
    meta('property', 'og:image:width', image.width),
    meta('property', 'og:image:height', image.height),
    meta('property', 'og:image:alt', image.alt),
    meta('name', 'twitter:image', image.url),
    meta('name', 'twitter:image:alt', image.alt),
  ];
}

function indexableTags(head: PageHead, urls: PageUrls): string[] {
  const url = urls[head.language];
  const shareTitle = head.shareTitle ?? head.title;
  return [
    link({ rel: 'canonical', href: url }),
    ...alternatesOf(urls).map(({ hreflang, href }) => link({ rel: 'alternate', hreflang, href })),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:locale', ogLocales[head.language]),
    meta('property', 'og:url', url),
    meta('property', 'og:title', shareTitle),
    meta('property', 'og:description', head.description),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', shareTitle),
    meta('name', 'twitter:description', head.description),
    ...(head.image ? imageTags(head.image) : []),
    ...(head.structuredData
      ? [`<script type="application/ld+json">${jsonInScript(head.structuredData)}</script>`]
      : []),
  ];
}

const preloadTag = (image: PreloadImage) =>
  link({
    rel: 'preload',
    as: 'image',
    imagesrcset: image.srcset,
    imagesizes: image.sizes,
    fetchpriority: 'high',
  });

/** The head's tags as HTML, every value escaped. */
export function renderHead(head: PageHead): string {
  return [
    `<title>${escapeMarkup(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.urls ? indexableTags(head, head.urls) : [meta('name', 'robots', 'noindex')]),
    ...(head.preloadImage ? [preloadTag(head.preloadImage)] : []),
  ].join('\n    ');
}
