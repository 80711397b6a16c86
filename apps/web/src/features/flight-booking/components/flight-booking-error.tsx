import type { FlightOffer } from '@madabook/contracts';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import type { PassengerCounts } from '@/features/bookings/components/trips/flight/flight-price';
import { ApiError } from '@/lib/api-error';
import { apiErrorMessage } from '@/lib/toasts';
import { OffersUnavailable } from './offers-unavailable';

type FlightBookingErrorProps = {
  error: unknown;
  /** What belongs to no field of the form, from a 422; the fields show their own. */
  otherIssues: readonly string[];
  offers: readonly FlightOffer[];
  counts: PassengerCounts;
};

/** Why Confirm failed, and what to do: choose other flights, fix a field, or simply retry. */
export function FlightBookingError({ error, otherIssues, offers, counts }: FlightBookingErrorProps) {
  const { t } = useTranslation('flightBooking');
  if (!(error instanceof ApiError)) return <ErrorAlert title={t('errors.network')} />;
  if (error.code === 'SOLD_OUT')
    return <OffersUnavailable reason="soldOut" offers={offers} counts={counts} />;
  if (error.code === 'OFFER_EXPIRED')
    return <OffersUnavailable reason="expired" offers={offers} counts={counts} />;
  if (error.code === 'VALIDATION_ERROR') {
    return (
      <ErrorAlert title={t('errors.validation')}>
        {otherIssues.length > 0 && (
          <ul className="flex list-disc flex-col gap-1 pl-5">
            {otherIssues.map((issue) => (
              <li key={issue}>{issue}</li>
            ))}
          </ul>
        )}
      </ErrorAlert>
    );
  }
  return <ErrorAlert title={apiErrorMessage(error)} />;
}
