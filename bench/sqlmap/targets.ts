import { addDays, searchSorts } from '@madabook/contracts';

/** One request sqlmap attacks, and which of its parameters. */
export interface SqlmapTarget {
  name: string;
  /** As the report shows it: method and path. */
  request: string;
  /** sqlmap's own arguments for this request (URL, body, headers, parameters to test). */
  args: string[];
  /** The parameters attacked, as the report lists them. */
  parameters: string[];
}

export interface TargetContext {
  appUrl: string;
  today: string;
  /** A hotel of the demo catalogue, and an amenity id, so that requests are ones that find things. */
  hotelSlug: string;
  amenityId: string;
  /** `better-auth.session_token=…` of a signed-in admin. */
  adminCookie: string;
  admin: { email: string; password: string };
}

const query = (values: Record<string, string>) => new URLSearchParams(values).toString();

/**
 * The search (every filter), the back office's hotel list (as an admin, with the session cookie),
 * a hotel page by slug (the path itself) and the email sign-in (its JSON body): where text from
 * outside meets SQL in a WHERE, an ORDER BY, a LIKE or a lookup by key.
 */
export function sqlmapTargets(context: TargetContext): SqlmapTarget[] {
  const checkIn = addDays(context.today, 30);
  const search = {
    city: 'Nosy Be',
    checkIn,
    checkOut: addDays(checkIn, 3),
    guests: '2',
    rooms: '1',
    minPrice: '50000',
    maxPrice: '900000',
    stars: '3,4',
    amenities: context.amenityId,
    tier: 'STANDARD',
    sort: searchSorts[0],
    page: '1',
    pageSize: '10',
  };
  const adminList = {
    q: 'hotel',
    city: 'Antananarivo',
    tier: 'STANDARD',
    archived: 'false',
    sort: 'name',
    order: 'asc',
    page: '1',
    pageSize: '20',
  };
  const signIn = { email: context.admin.email, password: context.admin.password, rememberMe: true };
  return [
    {
      name: 'search',
      request: 'GET /api/search/hotels',
      args: [
        '-u',
        `${context.appUrl}/api/search/hotels?${query(search)}`,
        '-p',
        Object.keys(search).join(','),
      ],
      parameters: Object.keys(search),
    },
    {
      name: 'admin-hotels',
      request: 'GET /api/admin/hotels (admin session cookie)',
      args: [
        '-u',
        `${context.appUrl}/api/admin/hotels?${query(adminList)}`,
        '-p',
        Object.keys(adminList).join(','),
        '--cookie',
        context.adminCookie,
      ],
      parameters: Object.keys(adminList),
    },
    {
      name: 'hotel-by-slug',
      request: 'GET /api/hotels/by-slug/{slug}',
      // sqlmap's marker: the path segment itself is the injection point.
      args: ['-u', `${context.appUrl}/api/hotels/by-slug/${context.hotelSlug}*`],
      parameters: ['slug (path)'],
    },
    {
      name: 'sign-in',
      request: 'POST /api/auth/sign-in/email (JSON body)',
      args: [
        '-u',
        `${context.appUrl}/api/auth/sign-in/email`,
        '--data',
        JSON.stringify(signIn),
        '-H',
        'Content-Type: application/json',
        '-H',
        `Origin: ${context.appUrl}`,
        // A wrong password is a 401: sqlmap compares those answers instead of stopping at the first.
        '--ignore-code=401',
      ],
      parameters: Object.keys(signIn).map((name) => `${name} (JSON)`),
    },
  ];
}
