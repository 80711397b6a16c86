/**
 * The account the benchmarks sign in with. The seed creates it (verified, with
 * this password) and `npm run bench` signs in with it: both read it from here.
 */
export const benchUser = {
  email: process.env.BENCH_USER_EMAIL ?? 'bench@madabook.mg',
  password: process.env.BENCH_USER_PASSWORD ?? 'bench-password-2026',
  name: 'MadaBook Bench',
} as const;
