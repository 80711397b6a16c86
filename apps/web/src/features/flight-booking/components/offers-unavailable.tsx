import type { FlightOffer } from '@madabook/contracts';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import type { PassengerCounts } from '@/features/bookings/components/trips/flight/flight-price';
import { SearchAgainLink } from './search-again-link';

export type UnavailableReason = 'expired' | 'soldOut' | 'invalid' | 'unknown';

type OffersUnavailableProps = {
  reason: UnavailableReason;
  /** The offers still known, to search the same flights again. */
  offers?: readonly FlightOffer[];
  counts: PassengerCounts;
};

/** The chosen fares cannot be booked (any more): why, and back to the search for new ones. */
export function OffersUnavailable({ reason, offers = [], counts }: OffersUnavailableProps) {
  const { t } = useTranslation('flightBooking');
  return (
    <ErrorAlert title={t(`unavailable.${reason}.title`)}>
      <p>{t(`unavailable.${reason}.text`)}</p>
      <SearchAgainLink
        offers={offers}
        counts={counts}
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
      >
        {t('unavailable.searchAgain')}
      </SearchAgainLink>
    </ErrorAlert>
  );
}
