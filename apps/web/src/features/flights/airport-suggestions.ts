import type { Airport } from '@madabook/contracts';

/** Case and accents do not matter: "tolanaro" finds "Tôlanaro". */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** How an airport reads in the field once chosen: "Nosy Be (NOS)". */
export const airportLabel = (airport: Pick<Airport, 'city' | 'code'>) => `${airport.city} (${airport.code})`;

const homeCountry = 'MG';

function rank(airport: Airport, query: string): number | undefined {
  const code = normalize(airport.code);
  const city = normalize(airport.city);
  const name = normalize(airport.name);
  if (!query || code === query) return 0;
  if (city.startsWith(query)) return 1;
  if (code.startsWith(query) || normalize(airportLabel(airport)) === query) return 2;
  if (city.includes(query)) return 3;
  if (name.includes(query)) return 4;
  return undefined;
}

/**
 * The airports matching what is typed, by code, city or name: an exact code first, then cities that
 * start with it, then the rest; Madagascar's airports before the region's, then by city.
 */
export function suggestAirports(airports: readonly Airport[], text: string): Airport[] {
  const query = normalize(text);
  return airports
    .flatMap((airport) => {
      const found = rank(airport, query);
      return found === undefined ? [] : [{ airport, found }];
    })
    .toSorted(
      (a, b) =>
        a.found - b.found ||
        Number(b.airport.country === homeCountry) - Number(a.airport.country === homeCountry) ||
        a.airport.city.localeCompare(b.airport.city),
    )
    .map(({ airport }) => airport);
}

/**
 * The airport a text names without a choice from the list: its code, or its label as the field
 * shows it. Without the list (it failed to load), three letters are taken as a code.
 */
export function resolveAirport(airports: readonly Airport[] | undefined, text: string): string | undefined {
  const query = normalize(text);
  if (!query) return undefined;
  if (!airports) return /^[a-z]{3}$/.test(query) ? query.toUpperCase() : undefined;
  const exact = airports.find(
    (airport) => normalize(airport.code) === query || normalize(airportLabel(airport)) === query,
  );
  if (exact) return exact.code;
  const byCity = airports.filter((airport) => normalize(airport.city) === query);
  return byCity.length === 1 ? byCity[0]?.code : undefined;
}
