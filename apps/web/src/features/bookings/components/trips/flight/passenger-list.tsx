import type { PassengerType } from '@madabook/contracts';
import { UserRoundIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFlightFormat } from './use-flight-format';

type Passenger = { type: PassengerType; firstName: string; lastName: string; birthDate: string };

/** Each passenger as on their ID: first name, family name in capitals, type and date of birth. */
export function PassengerList({ passengers }: { passengers: readonly Passenger[] }) {
  const { t } = useTranslation('flightBooking');
  const format = useFlightFormat();
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {passengers.map((passenger, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: a booking's passengers never change order.
          key={index}
          className="flex items-start gap-3 rounded-lg border bg-background/60 p-3"
        >
          <UserRoundIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
          <div className="flex min-w-0 flex-col">
            <p className="break-words font-medium text-foreground">
              {passenger.firstName} <span className="uppercase">{passenger.lastName}</span>
            </p>
            <p className="text-muted-foreground text-sm">
              {format.passengerType(passenger.type)} ·{' '}
              {t('passenger.bornOn', { date: format.date(passenger.birthDate) })}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
