import { z } from 'zod';

/** The web app's public pages, besides hotels', that the server names before the app runs. */
export const sitePagePaths = {
  home: '/',
  hotels: '/hotels',
  flights: '/flights',
  login: '/login',
  register: '/register',
} as const;
export type SitePage = keyof typeof sitePagePaths;

/** Where visitors start, listed in the sitemap beside the hotels. */
export const sitemapPages: SitePage[] = ['home', 'hotels', 'flights'];

const sitePageOfPath = new Map<string, SitePage>(
  Object.entries(sitePagePaths).map(([page, path]) => [path, page as SitePage]),
);
const hotelPagePath = /^\/hotels\/([^/]+)$/;

// The shape `slugify` gives: anything else names no hotel and is answered without reading the database.
const slugSchema = z
  .string()
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const hotelPath = (slug: string) => `/hotels/${encodeURIComponent(slug)}`;

export type PublicPage =
  | { kind: 'site'; page: SitePage }
  | { kind: 'hotel'; slug: string }
  | { kind: 'missing' };

/** Which public page `path` is: a site page, a hotel's (when the slug may be one), or none. */
export function publicPageAt(path: string): PublicPage | undefined {
  const page = sitePageOfPath.get(path);
  if (page) return { kind: 'site', page };
  const slug = hotelPagePath.exec(path)?.[1];
  if (slug === undefined) return undefined;
  const valid = slugSchema.safeParse(slug);
  return valid.success ? { kind: 'hotel', slug: valid.data } : { kind: 'missing' };
}
