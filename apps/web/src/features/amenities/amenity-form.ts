import { type Amenity, type AmenityIcon, type AmenityInput, amenityInputSchema } from '@madabook/contracts';
import { fieldErrors } from '@/lib/schema-issues';

export type AmenityFormValues = { nameFr: string; nameEn: string; icon: AmenityIcon | '' };

export function amenityFormValues(amenity?: Amenity): AmenityFormValues {
  return { nameFr: amenity?.nameFr ?? '', nameEn: amenity?.nameEn ?? '', icon: amenity?.icon ?? '' };
}

/** The contracts' rules, in the visitor's language. */
export function amenityFormErrors(values: AmenityFormValues) {
  return fieldErrors(amenityInputSchema, values);
}

export function toAmenityInput(values: AmenityFormValues): AmenityInput {
  return amenityInputSchema.parse(values);
}
