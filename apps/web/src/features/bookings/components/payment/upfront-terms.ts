import { amountDueOnBooking, type OnlinePaymentMethod } from '@madabook/contracts';

export type UpfrontTerms =
  | { share: 'none' }
  | { share: 'deposit'; percent: number; now: number; later: number }
  | { share: 'full'; now: number };

/** What a new booking will ask for now, with the server's own arithmetic: nothing, a deposit or the whole. */
export function upfrontTerms(input: {
  total: number;
  prepaymentPercent: number;
  onlineMethods: readonly OnlinePaymentMethod[];
}): UpfrontTerms {
  const now = amountDueOnBooking({ ...input, onlineMethodsOn: input.onlineMethods.length > 0 });
  if (now === 0) return { share: 'none' };
  if (input.prepaymentPercent >= 100) return { share: 'full', now };
  return { share: 'deposit', percent: input.prepaymentPercent, now, later: input.total - now };
}
