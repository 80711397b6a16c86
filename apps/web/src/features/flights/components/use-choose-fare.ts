import type { FlightOffer, FlightSearchResult } from '@madabook/contracts';
import type { QueryObserverResult } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { toastApiError } from '@/lib/toasts';
import type { FlightSearch } from '../flight-search-params';
import type { FlightSearchParams } from '../flight-search-url';
import { groupItineraries } from '../itineraries';
import {
  type ChoiceOutcome,
  choiceOf,
  encodeFareChoice,
  expiresSoon,
  findFare,
  flightBookingSearch,
} from '../trip-selection';

type Refetch = () => Promise<QueryObserverResult<FlightSearchResult>>;

/** The same fares in a fresh search, by itinerary and fare family; undefined when one is gone. */
function sameFaresIn(result: FlightSearchResult | undefined, offers: readonly FlightOffer[]) {
  const legs = {
    OUTBOUND: groupItineraries(result?.outbound ?? []),
    RETURN: groupItineraries(result?.return ?? []),
  };
  const fresh = offers.map((offer) => findFare(legs[offer.direction], choiceOf(offer))?.offer);
  return fresh.every((offer) => offer !== undefined) ? fresh : undefined;
}

/**
 * What choosing a fare does: keep a return trip's outbound in the address, or go to the booking page
 * with the trip's offers. Offers about to expire are searched again first, so the booking page does
 * not start with a price that no longer holds.
 */
export function useChooseFare(params: FlightSearchParams, search: FlightSearch, refetch: Refetch) {
  const { t } = useTranslation('flights');
  const navigate = useNavigate();
  const [choosing, setChoosing] = useState<string>();

  const book = async (offers: FlightOffer[], chosenId: string) => {
    let trip: FlightOffer[] | undefined = offers;
    if (expiresSoon(offers)) {
      setChoosing(chosenId);
      const fresh = await refetch();
      setChoosing(undefined);
      if (fresh.isError) {
        toastApiError(fresh.error);
        return;
      }
      trip = sameFaresIn(fresh.data, offers);
      if (!trip) {
        toast.error(t('results.fareGone'));
        return;
      }
    }
    await navigate({ to: '/flights/book', search: flightBookingSearch(trip, search) });
  };

  const choose = (outcome: ChoiceOutcome, chosen: FlightOffer) => {
    if (outcome.kind === 'book') return void book(outcome.offers, chosen.offerId);
    // The time-of-day filter was the outbound's: the returns start without it.
    void navigate({
      to: '/flights',
      search: { ...params, times: undefined, outbound: encodeFareChoice(outcome.outbound) },
    });
  };

  return { choose, choosing };
}
