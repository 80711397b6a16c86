import { addDays, todayInMadagascar } from '@madabook/contracts';
import { slugify } from '../../apps/server/src/lib/slug';
import { demoHotels } from '../../apps/server/src/seed/demo-catalog';

export const pageNames = ['home', 'results', 'hotel', 'login'] as const;
export type PageName = (typeof pageNames)[number];

export const pageLabels: Record<PageName, string> = {
  home: 'home',
  results: 'hotel results',
  hotel: 'hotel page',
  login: 'login',
};

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

/** The address of each page measured: results for three nights a month ahead, as the search form asks. */
export async function pagePaths(
  appUrl: string,
  today = todayInMadagascar(),
): Promise<Record<PageName, string>> {
  const checkIn = addDays(today, 30);
  const search = new URLSearchParams({
    city: 'Nosy Be',
    checkIn,
    checkOut: addDays(checkIn, 3),
    guests: '2',
    rooms: '1',
  });
  return {
    home: '/',
    results: `/hotels?${search.toString().replaceAll('+', '%20')}`,
    hotel: await demoHotelPath(appUrl),
    login: '/login',
  };
}
