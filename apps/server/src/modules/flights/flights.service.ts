import type { Database, Transaction } from '@madabook/db';
import type { MailRecipient } from '../../mail/mail.types';
import type { AuditService } from '../audit/audit.service';
import { createDepartureService } from './departures.service';
import type { DepartureBookings } from './flight-reservations';
import { createFlightSearchService } from './flight-search.service';
import { createNetworkService } from './network.service';
import { createOfferTokens } from './offer-token';
import { createFlightReservations } from './reservations';
import { createScheduleService } from './schedules.service';

export interface FlightServiceDeps {
  db: Database;
  audit: AuditService;
  appUrl: string;
  /** Signs offer ids; without it they hold in this process only. */
  offerSecret: string | undefined;
  /** The booking core's side of a departure moved or cancelled. */
  departureBookings: DepartureBookings;
  /** The airline's owners and managers who take its mails (the partners module's answer). */
  airlineMailRecipients: (tx: Transaction, airlineCode: string) => Promise<MailRecipient[]>;
  onMailQueued: () => void;
  now?: () => Date;
}

/** The airline's side of MadaBook: its network, schedules and departures, search and offers, seats. */
export function createFlightService(deps: FlightServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const tokens = createOfferTokens(deps.offerSecret);
  const { airports, airlines } = createNetworkService(deps);
  return {
    airports,
    airlines,
    schedules: createScheduleService({ ...deps, now }),
    departures: createDepartureService({ ...deps, now }),
    search: createFlightSearchService({ db: deps.db, tokens, now }),
    /** What the booking core calls, in its transaction, to take and give back seats. */
    reservations: createFlightReservations(tokens),
  };
}

export type FlightService = ReturnType<typeof createFlightService>;
