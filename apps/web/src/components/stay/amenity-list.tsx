import type { Amenity } from '@madabook/contracts';
import { AmenityLabel } from '@/components/amenity-label';
import { cn } from '@/lib/cn';

/** Each amenity with its icon, in the visitor's language. */
export function AmenityList({ amenities, className }: { amenities: readonly Amenity[]; className?: string }) {
  return (
    <ul className={cn('flex flex-wrap gap-x-4 gap-y-2 text-muted-foreground text-sm', className)}>
      {amenities.map((amenity) => (
        <li key={amenity.id}>
          <AmenityLabel amenity={amenity} className="[&_svg]:text-primary" />
        </li>
      ))}
    </ul>
  );
}
