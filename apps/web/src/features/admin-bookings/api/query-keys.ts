/** Every back-office query about bookings lives under one key: a change to one booking refreshes them all. */
export const bookingsQueryKey = ['admin', 'bookings'] as const;
/** The payments list: a cancellation may owe a refund. */
export const paymentsQueryKey = ['admin', 'payments'] as const;

/** One hotel's day at the front desk. */
export const frontDeskKey = (hotelId: string, date: string) =>
  [...bookingsQueryKey, 'front-desk', hotelId, date] as const;
