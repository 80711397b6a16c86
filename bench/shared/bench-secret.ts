/** BETTER_AUTH_SECRET of the servers the benchmarks start: the sessions it signs never leave this machine. */
export const benchSecret = 'bench-only-secret-not-for-production-0123456789';
