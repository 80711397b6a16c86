import { readJson } from '../test/json';
import type { AccessRule } from './access-table';
import type { ApiOperation } from './api-operations';
import { stringPlaces } from './schema-arbitrary';

/** Parameter names that say where to go next. */
export const redirectParameter = /callback|redirect|return(url|to)|^next$|^continue$|url$/i;

/** Other sites, spelled the ways that fool naive checks. */
export const elsewhere = [
  'https://evil.example/steal',
  '//evil.example/steal',
  '/\\evil.example',
  '\\\\evil.example',
  'https:evil.example',
  'javascript:alert(document.cookie)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'http://localhost:3000.evil.example/',
  'http://localhost:3000@evil.example/',
  ' https://evil.example',
];

/** Where an answer takes the visitor, or would: its Location, or the `url` of better-auth's JSON. */
export async function targetOf(response: Response): Promise<string | undefined> {
  const location = response.headers.get('location');
  if (location) return location;
  try {
    const url = (await readJson(response.clone()))?.url;
    return typeof url === 'string' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The operation's parameters (query, or top-level in its body) that name a place to go. */
export const redirectParametersOf = (operation: ApiOperation) => [
  ...operation.parameters
    .filter((parameter) => parameter.in === 'query' && redirectParameter.test(parameter.name))
    .map((parameter) => ({ name: parameter.name, in: 'query' as const })),
  ...Object.entries(operation.body?.schema.properties ?? {})
    .filter(([name, schema]) => redirectParameter.test(name) && schema.type !== 'boolean')
    .map(([name]) => ({ name, in: 'body' as const })),
];

/** Every text input of the operation, at any depth, whose name says where to go. */
export const redirectPlacesOf = (operation: ApiOperation) =>
  [
    ...operation.parameters.map((parameter) => parameter.name),
    ...stringPlaces(operation.body?.schema ?? {}).map(({ path }) => path.join('.')),
  ].filter((place) => redirectParameter.test(place.split('.').at(-1) ?? ''));

/** The rule's request with `url` in one of its redirect parameters. */
export const withRedirect = (
  rule: AccessRule,
  parameter: { name: string; in: 'query' | 'body' },
  url: string,
): AccessRule => ({
  ...rule,
  request: async (world, caller) => {
    const parts = (await rule.request?.(world, caller)) ?? {};
    return parameter.in === 'query'
      ? { ...parts, query: { ...parts.query, [parameter.name]: url } }
      : { ...parts, body: { ...(parts.body as object), [parameter.name]: url } };
  },
});
