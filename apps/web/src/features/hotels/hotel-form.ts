import { type Hotel, type HotelTier, type HotelValues, hotelInputSchema } from '@madabook/contracts';
import { i18n } from '@/lib/i18n';
import { parseDecimal, roundCoordinate } from '@/lib/number-input';
import { fieldErrors } from '@/lib/schema-issues';

/** What the inputs hold: text, as typed; `toHotelInput` turns it into the API's shape. */
export type HotelFormValues = {
  name: string;
  description: string;
  latitude: string;
  longitude: string;
  address: string;
  city: string;
  country: string;
  postalCode: string;
  phone: string;
  stars: string;
  tier: HotelTier;
  checkInTime: string;
  checkOutTime: string;
  freeCancellationDays: string;
  /** The share of a stay paid online when booking, in percent. */
  prepaymentPercent: string;
  amenityIds: string[];
  /** Edit only: give the hotel a new web address from its new name. */
  renewSlug: boolean;
};

export function hotelFormValues(hotel?: Hotel): HotelFormValues {
  return {
    name: hotel?.name ?? '',
    description: hotel?.description ?? '',
    latitude: hotel ? String(roundCoordinate(hotel.latitude)) : '',
    longitude: hotel ? String(roundCoordinate(hotel.longitude)) : '',
    address: hotel?.address ?? '',
    city: hotel?.city ?? '',
    country: hotel?.country ?? 'Madagascar',
    postalCode: hotel?.postalCode ?? '',
    phone: hotel?.phone ?? '',
    stars: hotel ? String(hotel.stars) : '',
    tier: hotel?.tier ?? 'STANDARD',
    checkInTime: hotel?.checkInTime ?? '14:00',
    checkOutTime: hotel?.checkOutTime ?? '11:00',
    freeCancellationDays: hotel ? String(hotel.freeCancellationDays) : '2',
    prepaymentPercent: hotel ? String(hotel.prepaymentPercent) : '0',
    amenityIds: hotel?.amenities.map((amenity) => amenity.id) ?? [],
    renewSlug: false,
  };
}

const blankToNull = (text: string) => (text.trim() === '' ? null : text);

function toHotelInput({ renewSlug: _, ...values }: HotelFormValues) {
  return {
    ...values,
    latitude: parseDecimal(values.latitude),
    longitude: parseDecimal(values.longitude),
    stars: parseDecimal(values.stars),
    freeCancellationDays: parseDecimal(values.freeCancellationDays),
    prepaymentPercent: parseDecimal(values.prepaymentPercent),
    postalCode: blankToNull(values.postalCode),
    phone: blankToNull(values.phone),
  };
}

/** The contracts' rules, in the visitor's language; the phone and times name their format. */
export function hotelFormErrors(values: HotelFormValues) {
  const invalidTime = () => i18n.t('adminHotels:form.invalidTime');
  return fieldErrors(hotelInputSchema, toHotelInput(values), {
    phone: () => i18n.t('adminHotels:form.invalidPhone'),
    checkInTime: invalidTime,
    checkOutTime: invalidTime,
  });
}

/** The API's input, defaults applied and the phone in E.164; call once the form is valid. */
export function toHotelValues(values: HotelFormValues): HotelValues {
  return hotelInputSchema.parse(toHotelInput(values));
}
