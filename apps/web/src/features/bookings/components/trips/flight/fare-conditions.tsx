import {
  type Cabin,
  type FareFamily,
  type FlightDirection,
  fareFamilyRules,
  flexCancellationHours,
} from '@madabook/contracts';
import { BackpackIcon, BanIcon, CircleCheckIcon, LuggageIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFlightFormat } from './use-flight-format';

/** What one journey's fare allows. */
export type FareCondition = {
  direction: FlightDirection;
  fareFamily: FareFamily;
  cabin: Cabin;
  refundable: boolean;
  checkedBags: number;
};

/** A booking's conditions, one per journey, from the contracts' fare rules (its first flight's fare). */
export function fareConditionsOf(
  flights: readonly { direction: FlightDirection; fareFamily: FareFamily; cabin: Cabin }[],
): FareCondition[] {
  const conditions: FareCondition[] = [];
  for (const flight of flights) {
    if (conditions.some((condition) => condition.direction === flight.direction)) continue;
    const rules = fareFamilyRules[flight.fareFamily];
    conditions.push({
      direction: flight.direction,
      fareFamily: flight.fareFamily,
      cabin: flight.cabin,
      refundable: rules.refundable,
      checkedBags: rules.checkedBags[flight.cabin],
    });
  }
  return conditions;
}

/** Per journey: its fare and cabin, whether it is refundable, and the bags it includes. */
export function FareConditions({ conditions }: { conditions: readonly FareCondition[] }) {
  const { t } = useTranslation('flightBooking');
  const format = useFlightFormat();
  return (
    <ul className="flex flex-col gap-4">
      {conditions.map((condition) => (
        <li key={condition.direction} className="flex flex-col gap-2">
          <p className="font-medium text-foreground">
            {t('fare.title', {
              direction: format.direction(condition.direction),
              fare: format.fareFamily(condition.fareFamily),
              cabin: format.cabin(condition.cabin),
            })}
          </p>
          <ul className="flex flex-col gap-1.5 text-sm">
            <li className="flex items-start gap-2">
              {condition.refundable ? (
                <CircleCheckIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
              ) : (
                <BanIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              )}
              <span className="text-foreground">
                {condition.refundable
                  ? t('fare.refundable', { hours: flexCancellationHours })
                  : t('fare.nonRefundable')}
              </span>
            </li>
            <li className="flex items-start gap-2">
              <LuggageIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
              <span className="text-foreground">
                {condition.checkedBags > 0
                  ? t('fare.checkedBags', { count: condition.checkedBags })
                  : t('fare.noCheckedBag')}
              </span>
            </li>
            <li className="flex items-start gap-2">
              <BackpackIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
              <span className="text-foreground">{t('fare.cabinBag')}</span>
            </li>
          </ul>
        </li>
      ))}
    </ul>
  );
}
