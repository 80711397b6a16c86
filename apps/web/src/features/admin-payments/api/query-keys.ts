/** Every payments list the back office reads. */
export const adminPaymentsKey = ['admin', 'payments'] as const;

/** The admin bookings list and details: a payment or refund changes its booking's payment status. */
export const adminBookingsKey = ['admin', 'bookings'] as const;
