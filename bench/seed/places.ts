import type { HotelKind } from './room-kinds';

export interface City {
  name: string;
  latitude: number;
  longitude: number;
  postalCode: string;
  /** How much travellers go there, relative to the others. */
  demand: number;
  /** The kinds of hotel found there, with their shares. */
  kinds: ReadonlyArray<readonly [HotelKind, number]>;
}

const capital = [
  ['city', 55],
  ['guesthouse', 20],
  ['premium', 10],
  ['lodge', 15],
] as const;
const seaside = [
  ['beach', 50],
  ['guesthouse', 20],
  ['premium', 12],
  ['city', 18],
] as const;
const town = [
  ['guesthouse', 45],
  ['city', 40],
  ['lodge', 15],
] as const;
const nature = [
  ['lodge', 55],
  ['guesthouse', 35],
  ['premium', 10],
] as const;

/** Twenty Malagasy towns that travellers book, with their centre's coordinates. */
export const cities: readonly City[] = [
  {
    name: 'Antananarivo',
    latitude: -18.8792,
    longitude: 47.5079,
    postalCode: '101',
    demand: 2.2,
    kinds: capital,
  },
  { name: 'Nosy Be', latitude: -13.4045, longitude: 48.2734, postalCode: '207', demand: 1.9, kinds: seaside },
  {
    name: 'Toamasina',
    latitude: -18.1492,
    longitude: 49.4023,
    postalCode: '501',
    demand: 1.2,
    kinds: seaside,
  },
  { name: 'Antsirabe', latitude: -19.8659, longitude: 47.0333, postalCode: '110', demand: 1.0, kinds: town },
  {
    name: 'Fianarantsoa',
    latitude: -21.4536,
    longitude: 47.0858,
    postalCode: '301',
    demand: 0.8,
    kinds: town,
  },
  {
    name: 'Mahajanga',
    latitude: -15.7167,
    longitude: 46.3167,
    postalCode: '401',
    demand: 1.1,
    kinds: seaside,
  },
  { name: 'Toliara', latitude: -23.3516, longitude: 43.6855, postalCode: '601', demand: 0.9, kinds: seaside },
  {
    name: 'Antsiranana',
    latitude: -12.2787,
    longitude: 49.2917,
    postalCode: '201',
    demand: 1.0,
    kinds: seaside,
  },
  {
    name: 'Morondava',
    latitude: -20.2847,
    longitude: 44.2827,
    postalCode: '619',
    demand: 1.1,
    kinds: seaside,
  },
  {
    name: 'Tolanaro',
    latitude: -25.0319,
    longitude: 46.9856,
    postalCode: '614',
    demand: 0.8,
    kinds: seaside,
  },
  {
    name: 'Sainte-Marie',
    latitude: -16.9906,
    longitude: 49.8549,
    postalCode: '515',
    demand: 1.3,
    kinds: seaside,
  },
  { name: 'Ifaty', latitude: -23.1506, longitude: 43.6167, postalCode: '601', demand: 0.7, kinds: seaside },
  { name: 'Andasibe', latitude: -18.9333, longitude: 48.4167, postalCode: '514', demand: 0.8, kinds: nature },
  { name: 'Ranohira', latitude: -22.55, longitude: 45.4, postalCode: '313', demand: 0.8, kinds: nature },
  { name: 'Ambositra', latitude: -20.5311, longitude: 47.2444, postalCode: '306', demand: 0.5, kinds: town },
  { name: 'Ambalavao', latitude: -21.8333, longitude: 46.9333, postalCode: '308', demand: 0.4, kinds: town },
  { name: 'Manakara', latitude: -22.149, longitude: 48.0133, postalCode: '316', demand: 0.5, kinds: town },
  { name: 'Sambava', latitude: -14.2667, longitude: 50.1667, postalCode: '208', demand: 0.5, kinds: town },
  {
    name: 'Maroantsetra',
    latitude: -15.4333,
    longitude: 49.7333,
    postalCode: '512',
    demand: 0.4,
    kinds: nature,
  },
  {
    name: 'Miandrivazo',
    latitude: -19.5167,
    longitude: 45.4667,
    postalCode: '118',
    demand: 0.3,
    kinds: town,
  },
];
