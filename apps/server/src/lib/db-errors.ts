/** PostgreSQL's SQLSTATE of a failed query, looking through drizzle's wrapper. */
function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
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
