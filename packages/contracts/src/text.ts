import { z } from 'zod';

// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what is refused.
const unstorable = /\u0000|\p{Cs}/u;

export const unstorableTextMessage = 'Must not contain a NUL character or an unpaired UTF-16 surrogate';

/** Whether PostgreSQL can store `value` as text: it refuses NUL, and a lone surrogate has no UTF-8 form. */
export const isStorableText = (value: string) => !unstorable.test(value);

/**
 * Every string the API takes in: `z.string()` that refuses what PostgreSQL cannot store, so that a
 * NUL byte in a query, a path or a body is a 400 naming the field, never a failed statement.
 */
export const text = () => z.string().refine(isStorableText, { message: unstorableTextMessage });
