import { addDays, todayInMadagascar } from '@madabook/contracts';
import { slugify } from '../../apps/server/src/lib/slug';
import { demoHotels } from '../../apps/server/src/seed/demo-catalog';
import type { PageCookie } from './lighthouse';
import { partnerTargets, type Target, targets } from './summary';

export const pageNames = ['home', 'results', 'hotel', 'login', 'frontDesk'] as const;
export type PageName = (typeof pageNames)[number];

export const pageLabels: Record<PageName, string> = {
  home: 'home',
  results: 'hotel results',
  hotel: 'hotel page',
  login: 'login',
  frontDesk: 'front desk (partner)',
};

/** What each page is held to: the front desk is a partner's page, the others public ones. */
export const pageTargets: Record<PageName, Target[]> = {
  home: targets,
  results: targets,
  hotel: targets,
  login: targets,
  frontDesk: partnerTargets,
};

/** A page to measure: its address, and the cookies the browser holds for it (a signed-in page's). */
export interface MeasuredPage {
  path: string;
  cookies?: PageCookie[];
}

/** The first demo hotel's page, checked to answer: the demo catalogue gives it its name's slug. */
async function demoHotelPath(appUrl: string): Promise<string> {
  const first = demoHotels[0];
  if (!first) throw new Error('The demo catalogue has no hotel');
  const slug = slugify(first.name);
  const response = await fetch(`${appUrl}/api/hotels/by-slug/${slug}`);
  await response.arrayBuffer();
  if (!response.ok)
    throw new Error(`${first.name} is not at /hotels/${slug} (the API answered ${response.status})`);
  return `/hotels/${slug}`;
}

/** The demo front-desk member the first start printed (`FRONT_DESK of <hotel>: <email> / <password>`). */
export function frontDeskAccount(startLog: string): { email: string; password: string } {
  const match = startLog.match(/FRONT_DESK of .+?: (\S+@\S+) \/ (\S+)/);
  if (!match?.[1] || !match[2]) throw new Error('The server printed no demo front-desk account');
  return { email: match[1], password: match[2] };
}

/** A Set-Cookie header's name and value. */
export function cookieOf(setCookie: string): PageCookie {
  const [pair = ''] = setCookie.split(';');
  const equals = pair.indexOf('=');
  return { name: pair.slice(0, equals).trim(), value: pair.slice(equals + 1).trim() };
}

/** Signs the demo front-desk member in: the front desk of its hotel, and the session's cookie. */
async function frontDeskPage(appUrl: string, startLog: string): Promise<MeasuredPage> {
  const signIn = await fetch(`${appUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: appUrl },
    body: JSON.stringify(frontDeskAccount(startLog)),
  });
  await signIn.arrayBuffer();
  const cookies = signIn.headers.getSetCookie().map(cookieOf);
  if (!signIn.ok || cookies.length === 0)
    throw new Error(`The demo front desk could not sign in (${signIn.status})`);
  const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  const properties = await fetch(`${appUrl}/api/partner/properties`, { headers: { cookie } });
  const { hotels } = (await properties.json()) as { hotels: Array<{ id: string; role: string }> };
  const hotel = hotels.find(({ role }) => role === 'FRONT_DESK');
  if (!hotel) throw new Error('The demo front-desk member has no hotel');
  return { path: `/partner/hotels/${hotel.id}`, cookies };
}

/**
 * Each page measured: results for three nights a month ahead, as the search form asks; the front
 * desk of the demo front-desk member's hotel, signed in (`startLog` is what the server printed).
 */
export async function measuredPages(
  appUrl: string,
  startLog: string,
  pages: readonly PageName[],
  today = todayInMadagascar(),
): Promise<Partial<Record<PageName, MeasuredPage>>> {
  const checkIn = addDays(today, 30);
  const search = new URLSearchParams({
    city: 'Nosy Be',
    checkIn,
    checkOut: addDays(checkIn, 3),
    guests: '2',
    rooms: '1',
  });
  const paths: Record<PageName, () => Promise<MeasuredPage>> = {
    home: async () => ({ path: '/' }),
    results: async () => ({ path: `/hotels?${search.toString().replaceAll('+', '%20')}` }),
    hotel: async () => ({ path: await demoHotelPath(appUrl) }),
    login: async () => ({ path: '/login' }),
    frontDesk: () => frontDeskPage(appUrl, startLog),
  };
  const entries = await Promise.all(pages.map(async (name) => [name, await paths[name]()] as const));
  return Object.fromEntries(entries);
}
