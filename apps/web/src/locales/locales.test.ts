import { errorCodes, errorMessages, languages } from '@madabook/contracts';
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function namespacesOf(language: string): Map<string, Record<string, unknown>> {
  return new Map(
    Object.entries(files)
      .filter(([path]) => path.startsWith(`./${language}/`))
      .map(([path, content]) => [path.slice(`./${language}/`.length, -'.json'.length), content]),
  );
}

const french = namespacesOf('fr');

describe('locales', () => {
  it.each(languages.filter((language) => language !== 'fr'))(
    '%s has the same namespaces as French',
    (language) => {
      expect([...namespacesOf(language).keys()].sort()).toEqual([...french.keys()].sort());
    },
  );

  it.each(
    languages.flatMap((language) => [...french.keys()].map((namespace) => [language, namespace] as const)),
  )('%s/%s has the same keys as French, none empty', (language, namespace) => {
    const content = namespacesOf(language).get(namespace);
    expect(keysOf(content).sort()).toEqual(keysOf(french.get(namespace)).sort());
    for (const key of keysOf(content)) {
      const text = key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], content);
      expect(text, `${language}/${namespace}: ${key}`).toEqual(expect.stringMatching(/\S/));
    }
  });

  it('translates every API error code', () => {
    expect(Object.keys(french.get('errors') ?? {}).sort()).toEqual([...errorCodes].sort());
  });

  it("words the English error texts as the API's own messages", () => {
    expect(namespacesOf('en').get('errors')).toEqual(errorMessages);
  });
});
