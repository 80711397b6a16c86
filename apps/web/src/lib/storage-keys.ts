/** Local storage keys fixed by the product specification (section 9). */
export const storageKeys = {
  bearerToken: 'bearer_token',
  language: 'language',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];
