import type { RoomType } from '@madabook/contracts';

export type HotelKind = 'guesthouse' | 'city' | 'beach' | 'lodge' | 'premium';

export interface RoomKind {
  name: string;
  description: string;
  type: RoomType;
  capacity: number;
  /** Whole Ariary per night before the hotel's own variation. */
  price: number;
  minQuantity: number;
  maxQuantity: number;
}

/** The bench's prices stay within what Malagasy hotels ask per night. */
export const priceRange = { min: 60_000, max: 900_000 } as const;

/** Five room types per kind of hotel: every bench hotel has all five. */
export const roomKinds: Record<HotelKind, readonly RoomKind[]> = {
  guesthouse: [
    {
      name: 'Chambre simple',
      description: 'Un lit simple et salle d’eau privée.',
      type: 'SINGLE',
      capacity: 1,
      price: 60_000,
      minQuantity: 2,
      maxQuantity: 6,
    },
    {
      name: 'Chambre double',
      description: 'Un grand lit et moustiquaire.',
      type: 'DOUBLE',
      capacity: 2,
      price: 80_000,
      minQuantity: 3,
      maxQuantity: 8,
    },
    {
      name: 'Chambre twin',
      description: 'Deux lits simples.',
      type: 'TWIN',
      capacity: 2,
      price: 85_000,
      minQuantity: 2,
      maxQuantity: 6,
    },
    {
      name: 'Chambre triple',
      description: 'Un grand lit et un lit simple.',
      type: 'TRIPLE',
      capacity: 3,
      price: 105_000,
      minQuantity: 1,
      maxQuantity: 4,
    },
    {
      name: 'Dortoir six lits',
      description: 'Lits superposés et casiers.',
      type: 'DORMITORY',
      capacity: 6,
      price: 130_000,
      minQuantity: 1,
      maxQuantity: 2,
    },
  ],
  city: [
    {
      name: 'Chambre standard',
      description: 'Un grand lit, bureau et climatisation.',
      type: 'DOUBLE',
      capacity: 2,
      price: 140_000,
      minQuantity: 6,
      maxQuantity: 20,
    },
    {
      name: 'Chambre twin',
      description: 'Deux lits simples et bureau.',
      type: 'TWIN',
      capacity: 2,
      price: 150_000,
      minQuantity: 4,
      maxQuantity: 12,
    },
    {
      name: 'Chambre supérieure',
      description: 'Plus grande, avec balcon sur la ville.',
      type: 'DOUBLE',
      capacity: 2,
      price: 190_000,
      minQuantity: 3,
      maxQuantity: 10,
    },
    {
      name: 'Chambre familiale',
      description: 'Un grand lit et deux lits simples.',
      type: 'FAMILY',
      capacity: 4,
      price: 260_000,
      minQuantity: 2,
      maxQuantity: 6,
    },
    {
      name: 'Suite junior',
      description: 'Salon séparé et baignoire.',
      type: 'SUITE',
      capacity: 3,
      price: 350_000,
      minQuantity: 1,
      maxQuantity: 3,
    },
  ],
  beach: [
    {
      name: 'Chambre double',
      description: 'Un grand lit, à deux pas du sable.',
      type: 'DOUBLE',
      capacity: 2,
      price: 130_000,
      minQuantity: 3,
      maxQuantity: 10,
    },
    {
      name: 'Bungalow jardin',
      description: 'Bungalow en bois au milieu des palmiers.',
      type: 'BUNGALOW',
      capacity: 2,
      price: 160_000,
      minQuantity: 4,
      maxQuantity: 10,
    },
    {
      name: 'Bungalow vue mer',
      description: 'Terrasse face au lagon.',
      type: 'BUNGALOW',
      capacity: 2,
      price: 230_000,
      minQuantity: 3,
      maxQuantity: 8,
    },
    {
      name: 'Bungalow familial',
      description: 'Deux chambres et une terrasse.',
      type: 'FAMILY',
      capacity: 4,
      price: 320_000,
      minQuantity: 1,
      maxQuantity: 4,
    },
    {
      name: 'Suite pieds dans l’eau',
      description: 'Ponton privé sur la mer.',
      type: 'SUITE',
      capacity: 3,
      price: 420_000,
      minQuantity: 1,
      maxQuantity: 2,
    },
  ],
  lodge: [
    {
      name: 'Chambre double',
      description: 'Un grand lit, vue sur la forêt.',
      type: 'DOUBLE',
      capacity: 2,
      price: 110_000,
      minQuantity: 3,
      maxQuantity: 10,
    },
    {
      name: 'Chambre twin',
      description: 'Deux lits simples, vue sur la forêt.',
      type: 'TWIN',
      capacity: 2,
      price: 115_000,
      minQuantity: 2,
      maxQuantity: 8,
    },
    {
      name: 'Bungalow',
      description: 'Bungalow sur pilotis, moustiquaires.',
      type: 'BUNGALOW',
      capacity: 3,
      price: 170_000,
      minQuantity: 2,
      maxQuantity: 6,
    },
    {
      name: 'Chambre familiale',
      description: 'Pour cinq, avec mezzanine.',
      type: 'FAMILY',
      capacity: 5,
      price: 230_000,
      minQuantity: 1,
      maxQuantity: 4,
    },
    {
      name: 'Suite du lodge',
      description: 'Terrasse privée sur la canopée.',
      type: 'SUITE',
      capacity: 3,
      price: 300_000,
      minQuantity: 1,
      maxQuantity: 2,
    },
  ],
  premium: [
    {
      name: 'Chambre deluxe',
      description: 'Grand lit king size et terrasse.',
      type: 'DOUBLE',
      capacity: 2,
      price: 480_000,
      minQuantity: 4,
      maxQuantity: 12,
    },
    {
      name: 'Chambre deluxe twin',
      description: 'Deux lits queen size et terrasse.',
      type: 'TWIN',
      capacity: 2,
      price: 500_000,
      minQuantity: 3,
      maxQuantity: 8,
    },
    {
      name: 'Suite panoramique',
      description: 'Salon et vue sur l’océan.',
      type: 'SUITE',
      capacity: 3,
      price: 780_000,
      minQuantity: 1,
      maxQuantity: 4,
    },
    {
      name: 'Suite familiale',
      description: 'Deux chambres et un salon.',
      type: 'FAMILY',
      capacity: 4,
      price: 850_000,
      minQuantity: 1,
      maxQuantity: 3,
    },
    {
      name: 'Villa avec piscine privée',
      description: 'Trois chambres, piscine et majordome.',
      type: 'VILLA',
      capacity: 6,
      price: 880_000,
      minQuantity: 1,
      maxQuantity: 2,
    },
  ],
};

/** Stars by kind of hotel: [lowest, highest]. */
export const starsOfKind: Record<HotelKind, readonly [number, number]> = {
  guesthouse: [1, 2],
  city: [2, 4],
  beach: [3, 4],
  lodge: [2, 4],
  premium: [5, 5],
};
