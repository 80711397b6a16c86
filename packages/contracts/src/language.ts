import { z } from 'zod';

export const languages = ['fr', 'en'] as const;
export const languageSchema = z.enum(languages);
export type Language = z.infer<typeof languageSchema>;
export const defaultLanguage: Language = 'fr';

/**
 * The cookie that carries the visitor's language to the server, which renders public pages in it
 * (the browser also keeps it in local storage, which only the page can read).
 */
export const languageCookie = 'language';
