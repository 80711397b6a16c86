import fc from 'fast-check';
import { type ApiOperation, fillPath, type JsonSchema } from './api-operations';
import { hostility } from './hostile-inputs';
import { arbitraryOf, stringPlaces } from './schema-arbitrary';

/** A request to one operation as values: its required path and query parameters and its JSON body. */
export interface SampledRequest {
  path: Record<string, string>;
  query: Record<string, string>;
  json?: unknown;
}

/** The operation's required parameters and body, from one sample of its schemas (nothing hostile). */
export function sampleRequest(operation: ApiOperation, seed: number): SampledRequest {
  const sample = (schema: JsonSchema) =>
    fc.sample(arbitraryOf(schema, { ...hostility, rate: 0 }), { seed, numRuns: 1 })[0];
  const valuesIn = (place: 'path' | 'query') =>
    Object.fromEntries(
      operation.parameters
        .filter((parameter) => parameter.in === place && parameter.required)
        .map((parameter) => [parameter.name, String(sample(parameter.schema) || 'x')]),
    );
  const json = operation.body?.contentType === 'application/json' ? sample(operation.body.schema) : undefined;
  return { path: valuesIn('path'), query: valuesIn('query'), ...(json === undefined ? {} : { json }) };
}

/** What to send for a sampled request. */
export const httpOf = (operation: ApiOperation, request: SampledRequest) => ({
  url: `${fillPath(operation.path, request.path)}?${new URLSearchParams(request.query)}`,
  ...(request.json === undefined ? {} : { body: JSON.stringify(request.json) }),
});

/** `value` with `replacement` at `path`, the objects and arrays on the way made if missing. */
function withValueAt(value: unknown, path: string[], replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  const copy = Array.isArray(value)
    ? [...value]
    : value && typeof value === 'object'
      ? { ...value }
      : undefined;
  const container = (copy ?? (/^\d+$/.test(head) ? [] : {})) as Record<string, unknown>;
  container[head] = withValueAt(container[head], rest, replacement);
  return container;
}

/**
 * The request once per text input of the operation, that input holding a NUL byte (and, in a
 * JSON body, also a lone surrogate, which a URL cannot carry as such): a path parameter, a query
 * parameter, every string of the body down to array items and union branches.
 */
export function unstorableTextCases(operation: ApiOperation, base: SampledRequest) {
  const cases: Array<{ place: string; request: SampledRequest }> = [];
  for (const { name: place, in: where } of operation.parameters) {
    if (where === 'path')
      cases.push({ place, request: { ...base, path: { ...base.path, [place]: 'a\u0000' } } });
    if (where === 'query')
      cases.push({ place, request: { ...base, query: { ...base.query, [place]: 'a\u0000' } } });
  }
  if (operation.body?.contentType === 'application/json') {
    for (const { path } of stringPlaces(operation.body.schema)) {
      for (const bad of ['a\u0000', 'a\ud800']) {
        cases.push({ place: path.join('.'), request: { ...base, json: withValueAt(base.json, path, bad) } });
      }
    }
  }
  return cases;
}
