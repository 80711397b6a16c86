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
