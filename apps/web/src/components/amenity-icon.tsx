import type { AmenityIcon as AmenityIconName } from '@madabook/contracts';
import {
  AccessibilityIcon,
  AirVentIcon,
  BabyIcon,
  BathIcon,
  BikeIcon,
  CarIcon,
  CoffeeIcon,
  ConciergeBellIcon,
  DogIcon,
  DumbbellIcon,
  FishIcon,
  FlameIcon,
  type LucideIcon,
  type LucideProps,
  MountainIcon,
  PlaneIcon,
  ShieldCheckIcon,
  ShipIcon,
  ShirtIcon,
  SparklesIcon,
  SunIcon,
  TreesIcon,
  TvIcon,
  UmbrellaIcon,
  UtensilsIcon,
  WavesIcon,
  WifiIcon,
  WineIcon,
} from 'lucide-react';

/** The one drawing of each icon name an amenity may store (the contracts' `amenityIcons`). */
export const amenityIconComponents: Record<AmenityIconName, LucideIcon> = {
  wifi: WifiIcon,
  waves: WavesIcon,
  car: CarIcon,
  utensils: UtensilsIcon,
  coffee: CoffeeIcon,
  wine: WineIcon,
  'air-vent': AirVentIcon,
  dumbbell: DumbbellIcon,
  sparkles: SparklesIcon,
  plane: PlaneIcon,
  umbrella: UmbrellaIcon,
  sun: SunIcon,
  trees: TreesIcon,
  ship: ShipIcon,
  fish: FishIcon,
  bike: BikeIcon,
  baby: BabyIcon,
  dog: DogIcon,
  tv: TvIcon,
  shirt: ShirtIcon,
  'concierge-bell': ConciergeBellIcon,
  'shield-check': ShieldCheckIcon,
  accessibility: AccessibilityIcon,
  bath: BathIcon,
  flame: FlameIcon,
  mountain: MountainIcon,
};

/** Decorative by default: the amenity's name beside it says what it is. */
export function AmenityIcon({ icon, ...props }: LucideProps & { icon: AmenityIconName }) {
  const Icon = amenityIconComponents[icon];
  return <Icon aria-hidden {...props} />;
}
