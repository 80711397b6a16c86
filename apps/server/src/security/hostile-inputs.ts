import fc from 'fast-check';

const megabyte = 1024 * 1024;

/** Strings that have broken servers: what PostgreSQL refuses, what parsers choke on, what injects. */
export const hostileStrings = [
  '\u0000',
  'Antananarivo\u0000',
  '\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000',
  '\ud800',
  'Nosy Be\udfff',
  '\ud83d',
  '\ufffe\uffff',
  '\u202eevil',
  "' OR '1'='1' --",
  '1; DROP TABLE hotel; --',
  "'); SELECT pg_sleep(5); --",
  '%',
  '%00',
  '%ED%A0%80',
  '\\',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection, sent as it is.
  '{{7*7}}${7*7}',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  '-1',
  '1e309',
  'NaN',
  '9'.repeat(400),
  ' ',
  '',
  '😀'.repeat(5000),
  'é'.repeat(70_000),
  'A'.repeat(megabyte),
];

/** Values of every JSON type, the odd ones first. */
export const hostileValues: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  2 ** 53 + 1,
  -(2 ** 63),
  1e308,
  [],
  {},
  [null],
  { __proto__: { admin: true } },
  JSON.parse('{"__proto__": {"polluted": true}}'),
  { constructor: { prototype: { polluted: true } } },
  '\u0000',
];

/** Bodies that are not the JSON they claim to be, or are too much of it. */
export const malformedBodies = [
  '',
  '{',
  '{"a":',
  '[',
  '{"a":1,}',
  "{'a':1}",
  'null',
  '"just a string"',
  '\u0000',
  '\ufeff{}',
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  `{"note":"${'x'.repeat(2 * megabyte)}"}`,
  JSON.stringify({ items: Array.from({ length: 100_000 }, (_, index) => index) }),
];

/** Content types other than the one an operation declares. */
export const wrongContentTypes = [
  undefined,
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'application/json; charset=utf-16',
  'application/json, text/html',
  '*/*',
];

/** Query strings sent as they are, bytes no browser would encode so. */
export const rawQueries = [
  '%00=%00',
  'q=%ED%A0%80',
  'q=%C0%80',
  'q=%FF%FE',
  'q=%',
  'q=%%',
  'a[b][c]=1',
  'q=1&q=2&q=3',
];

export const hostility = {
  strings: fc.constantFrom(...hostileStrings),
  anything: fc.oneof(fc.constantFrom(...hostileValues), fc.jsonValue({ maxDepth: 2 })),
  rate: 0.15,
};
