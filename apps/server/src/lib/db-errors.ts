/** An error and the causes it wraps (drizzle's query error, better-auth's API error…), outermost first. */
function* causeChain(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/** PostgreSQL's SQLSTATE of a failed query, looking through drizzle's wrapper. */
function sqlState(error: unknown): string | undefined {
  for (const { code } of causeChain(error)) {
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';
export const isForeignKeyViolation = (error: unknown) => sqlState(error) === '23503';

/**
 * PostgreSQL refused a value's characters: NUL in text (22021), `\u0000` in jsonb (22P05). The
 * contracts refuse both first; this is what is left should a value reach the database unchecked.
 */
export const isUnstorableText = (error: unknown) => {
  const state = sqlState(error);
  return state === '22021' || state === '22P05';
};

/**
 * SQLSTATEs of a server that cannot serve now: connection exceptions (class 08), an administrator's or
 * a crash's shutdown, a server still starting, no connection slot left.
 */
const unavailableStates = /^(08...|57P01|57P02|57P03|53300)$/;
/** The socket's own failures when PostgreSQL is down or out of reach. */
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);
/** What node-postgres says, with no code, of a connection lost or never made in time. */
const lostConnectionMessages =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed)/;

/** The database did not answer (stopped, restarting, out of reach, no connection free in time): worth a retry later. */
export const isDatabaseUnavailable = (error: unknown) =>
  [...causeChain(error)].some(
    ({ code, message }) =>
      (typeof code === 'string' && (unavailableStates.test(code) || unreachableCodes.has(code))) ||
      (typeof message === 'string' && lostConnectionMessages.test(message)),
  );
