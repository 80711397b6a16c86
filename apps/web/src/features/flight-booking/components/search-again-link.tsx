import type { FlightOffer } from '@madabook/contracts';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { PassengerCounts } from '@/features/bookings/components/trips/flight/flight-price';
import { localDay } from '@/lib/local-times';

/**
 * The flight search to go back to: the same route, days and cabin when the offers are known, the
 * same passengers always.
 */
export function searchAgainParams(offers: readonly FlightOffer[], counts: PassengerCounts) {
  const outbound = offers.find((offer) => offer.direction === 'OUTBOUND')?.segments;
  const returning = offers.find((offer) => offer.direction === 'RETURN')?.segments;
  const first = outbound?.[0];
  const last = outbound?.at(-1);
  return {
    ...(first && last
      ? { from: first.from.code, to: last.to.code, departDate: localDay(first.departure), cabin: first.cabin }
      : {}),
    ...(returning?.[0] ? { returnDate: localDay(returning[0].departure) } : {}),
    adults: counts.adults,
    children: counts.children,
    infants: counts.infants,
  };
}

type SearchAgainLinkProps = {
  offers: readonly FlightOffer[];
  counts: PassengerCounts;
  className?: string;
  children: ReactNode;
};

export function SearchAgainLink({ offers, counts, className, children }: SearchAgainLinkProps) {
  return (
    <Link to="/flights" search={searchAgainParams(offers, counts)} className={className}>
      {children}
    </Link>
  );
}
