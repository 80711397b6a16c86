import { idSchema, text } from '@madabook/contracts';
import { describe, expect, it } from 'vitest';
import { unstorableParamIssues, unstorablePathIssues, unstorableTextIssues } from './unstorable-text';

const nul = 'a\u0000b';
const loneSurrogate = 'a\ud800b';

describe('text the database cannot store', () => {
  it('is refused by the contracts’ text schema, and the rest of Unicode is not', () => {
    for (const value of [nul, loneSurrogate, '\udfff', 'x\u0000']) {
      expect(text().safeParse(value).error?.issues[0]?.message, JSON.stringify(value)).toMatch(/NUL/);
    }
    expect(idSchema.safeParse('\u0000').success).toBe(false);
    for (const value of ['Hôtel Colbert', 'emoji 😀', '\t\n', '\u0001\u007f', 'ⵜⴰⵎⴰⵣⵉⵖⵜ']) {
      expect(text().parse(value)).toBe(value);
    }
  });

  it('is found anywhere in a JSON value, keys included, by dotted path', () => {
    expect(
      unstorableTextIssues({ name: nul, rooms: [{ note: 'ok' }, { note: loneSurrogate }], [nul]: 1, n: 3 }),
    ).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'name' }),
        expect.objectContaining({ path: 'rooms.1.note' }),
        expect.objectContaining({ path: nul }),
      ]),
    );
    expect(unstorableTextIssues({ name: 'Ravo', tags: ['a', 'b'], n: null })).toEqual([]);
  });

  it('is found a hundred thousand arrays deep without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}"${'\\u0000'}"${']'.repeat(100_000)}`);
    expect(unstorableTextIssues(deep)).toHaveLength(1);
  });

  it('is found in a query string’s names and values, and in a path’s segments', () => {
    expect(unstorableParamIssues(new URLSearchParams('q=%00&ok=1&%00=x')).map((issue) => issue.path)).toEqual(
      ['q', '\u0000'],
    );
    expect(unstorablePathIssues('/api/auth/reset-password/%00')).toEqual([
      expect.objectContaining({ path: 'path' }),
    ]);
    expect(unstorablePathIssues('/api/auth/reset-password/%E0%A4%A')).toEqual([]);
  });
});
