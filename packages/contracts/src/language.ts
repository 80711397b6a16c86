import { z } from 'zod';

export const languages = ['fr', 'en'] as const;
export const languageSchema = z.enum(languages);
export type Language = z.infer<typeof languageSchema>;
export const defaultLanguage: Language = 'fr';

/** The language `value` names (a user's, a booking's, an address's), else the default one. */
export function languageOrDefault(value: unknown): Language {
  const parsed = languageSchema.safeParse(value);
  return parsed.success ? parsed.data : defaultLanguage;
}

/**
 * The cookie that carries the visitor's language to the server, which renders public pages in it
 * (the browser also keeps it in local storage, which only the page can read).
 */
export const languageCookie = 'language';
