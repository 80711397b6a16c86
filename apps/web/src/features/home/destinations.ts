/** The popular destinations shown on the home page, in display order (keys of `home:destinations`). */
export const destinations = [
  'antananarivo',
  'nosyBe',
  'sainteMarie',
  'morondava',
  'antsirabe',
  'diegoSuarez',
] as const;

export type Destination = (typeof destinations)[number];

/** The city each card searches: as the hotels spell it (Diego-Suarez is officially Antsiranana). */
export const destinationCities: Record<Destination, string> = {
  antananarivo: 'Antananarivo',
  nosyBe: 'Nosy Be',
  sainteMarie: 'Île Sainte-Marie',
  morondava: 'Morondava',
  antsirabe: 'Antsirabe',
  diegoSuarez: 'Antsiranana',
};
