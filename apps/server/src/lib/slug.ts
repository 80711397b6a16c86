const ligatures: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss' };

/** Lower-case ASCII words joined by hyphens: "Hôtel Île Sainte-Marie" gives "hotel-ile-sainte-marie". */
export function slugify(text: string, maxLength = 80): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[œæß]/g, (letter) => ligatures[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, '');
}

/** `base` when free, else `base-2`, `base-3`… the first that is not taken. */
export function firstFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  let suffix = 2;
  while (used.has(`${base}-${suffix}`)) suffix += 1;
  return `${base}-${suffix}`;
}

/** Whether `slug` is `base` or one of its numbered variants, as `firstFreeSlug` makes them. */
export const isSlugOf = (slug: string, base: string) =>
  slug === base || new RegExp(`^${base}-\\d+$`).test(slug);
