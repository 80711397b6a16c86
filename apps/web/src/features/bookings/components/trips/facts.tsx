import type { Booking } from '@madabook/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Terms and their details, two columns from 640 px up. */
export function Facts({ facts }: { facts: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {facts.map(([term, detail]) => (
        <div key={term}>
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="break-words font-medium text-foreground">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Where the guest of a stay is reached, and what they asked for. */
export function GuestFacts({ booking }: { booking: Booking }) {
  const { t } = useTranslation('trips');
  return (
    <Facts
      facts={[
        [t('trip.guestName'), booking.guest.name],
        [t('trip.guestPhone'), booking.guest.phone],
        [t('trip.guestEmail'), booking.guest.email],
        [t('trip.specialRequests'), booking.specialRequests || t('trip.noRequests')],
      ]}
    />
  );
}

/** Where the airline reaches the passengers of a flight booking. */
export function ContactFacts({ booking }: { booking: Booking }) {
  const { t } = useTranslation('trips');
  return (
    <Facts
      facts={[
        [t('trip.guestEmail'), booking.guest.email],
        [t('trip.guestPhone'), booking.guest.phone],
      ]}
    />
  );
}
