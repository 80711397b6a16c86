import type { ErrorCode, FieldIssue } from '@madabook/contracts';
import { AppError } from '../../lib/errors';

export type OfferExpiredReason = 'EXPIRED' | 'CANCELLED' | 'CHANGED';

const offerExpiredMessages: Record<OfferExpiredReason, string> = {
  EXPIRED: 'This offer has expired: search again for the current fares',
  CANCELLED: 'A flight of this offer is no longer scheduled: search again',
  CHANGED: 'The fare or the times of this offer changed since the search: search again',
};

export const offerExpired = (reason: OfferExpiredReason) =>
  new AppError('OFFER_EXPIRED', offerExpiredMessages[reason], { reason });

/** Well-formed input the network cannot take (an unknown airport, times that do not fly): 422. */
export const unprocessable = (issues: FieldIssue[]) =>
  new AppError('VALIDATION_ERROR' satisfies ErrorCode, issues[0]?.message, { issues }, 422);

/** An offer id this server did not sign, or that was altered: 400 like any malformed input. */
export const invalidOfferId = (path: string) =>
  new AppError('VALIDATION_ERROR', 'This offer id is not one MadaBook issued', {
    issues: [{ path, message: 'This offer id is not one MadaBook issued' }],
  });
