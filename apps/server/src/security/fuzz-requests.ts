import fc from 'fast-check';
import { type ApiOperation, encodeComponent, fillPath, type OperationParameter } from './api-operations';
import { malformedBodies, rawQueries, wrongContentTypes } from './hostile-inputs';
import { arbitraryOf, type Hostility } from './schema-arbitrary';

/** One request of the fuzz, as data: fast-check shows it whole when a property fails. */
export interface FuzzRequest {
  caller: string;
  method: string;
  url: string;
  contentType?: string;
  headers: Record<string, string>;
  body?: string | FormData;
}

/** What the fuzz knows of the world besides the schemas: who may call, and ids that exist. */
export interface FuzzContext {
  hostility: Hostility;
  /** The callers worth sending this operation as (those the guard lets through, and nobody). */
  callers: string[];
  /** Real path parameter values: a request on a real resource goes deeper than a 404. */
  knownValues: string[];
}

/** A query or header value as text: JSON types spelled as a client would, lists repeated. */
const textsOf = (value: unknown): string[] =>
  value === undefined
    ? []
    : Array.isArray(value)
      ? value.flatMap(textsOf)
      : [
          typeof value === 'string'
            ? value
            : typeof value === 'object'
              ? JSON.stringify(value)
              : String(value),
        ];

/** A value a Headers object takes: Latin-1 without controls; anything else goes percent-encoded. */
const headerValue = (value: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: controls are exactly what headers refuse.
  /^[^\u0000-\u001f\u007f\u0100-\uffff]*$/.test(value) ? value.trim() : encodeComponent(value);

const parametersIn = (operation: ApiOperation, place: OperationParameter['in']) =>
  operation.parameters.filter((parameter) => parameter.in === place);

function parameterRecord(parameters: OperationParameter[], context: FuzzContext, known = false) {
  return fc.record(
    Object.fromEntries(
      parameters.map((parameter) => {
        const generated = arbitraryOf(parameter.schema, context.hostility);
        return [
          parameter.name,
          known && context.knownValues.length > 0
            ? fc.oneof(
                { weight: 3, arbitrary: fc.constantFrom(...context.knownValues) },
                { weight: 2, arbitrary: generated },
              )
            : generated,
        ];
      }),
    ),
    { requiredKeys: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name) },
  );
}

function queryOf(operation: ApiOperation, context: FuzzContext): fc.Arbitrary<string> {
  const fitting = parameterRecord(parametersIn(operation, 'query'), context).map((values) =>
    Object.entries(values)
      .flatMap(([name, value]) =>
        textsOf(value).map((text) => `${encodeComponent(name)}=${encodeComponent(text)}`),
      )
      .join('&'),
  );
  return fc.oneof(
    { weight: 9, arbitrary: fitting },
    { weight: 1, arbitrary: fc.constantFrom(...rawQueries) },
  );
}

/** A body of the declared type from its schema, now and then malformed, oversized or of the wrong type. */
function bodyOf(operation: ApiOperation, context: FuzzContext) {
  const declared = operation.body;
  if (declared?.contentType === 'multipart/form-data') {
    return fc
      .record({
        bytes: fc.uint8Array({ maxLength: 4096 }),
        name: fc.oneof(fc.string(), context.hostility.strings),
        field: fc.constantFrom('file', 'files', '\u0000', 'file[]'),
      })
      .map(({ bytes, name, field }) => {
        const form = new FormData();
        form.append(field, new Blob([bytes]), name.slice(0, 1000));
        return { contentType: undefined, body: form as string | FormData | undefined };
      });
  }
  const json = declared
    ? arbitraryOf(declared.schema, context.hostility)
    : fc.oneof(
        fc.jsonValue({ maxDepth: 2 }),
        fc.dictionary(fc.string(), context.hostility.strings, { maxKeys: 3 }),
      );
  const contentType = declared?.contentType ?? 'application/json';
  const text = fc.oneof(
    { weight: 8, arbitrary: json.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 2, arbitrary: fc.constantFrom(...malformedBodies) },
  );
  const typed = fc.record({
    contentType: fc.oneof(
      { weight: 9, arbitrary: fc.constant(contentType) },
      { weight: 1, arbitrary: fc.constantFrom(...wrongContentTypes) },
    ),
    body: text as fc.Arbitrary<string | FormData | undefined>,
  });
  if (declared) return typed;
  const none = fc.constant({ contentType: undefined, body: undefined });
  if (operation.method === 'GET') return none; // fetch cannot send one
  // No body declared (a bodiless POST or DELETE): mostly none, as the SPA sends them.
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant({ contentType: undefined, body: undefined }) },
    { weight: 1, arbitrary: typed },
  );
}

/** Now and then, a session cookie or a bearer token nobody issued: hostile text where the session is read. */
const forgedCredentials = (context: FuzzContext): fc.Arbitrary<Record<string, string>> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant({}) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('cookie', 'authorization'), fc.oneof(fc.string(), context.hostility.strings))
        .map(
          ([header, value]): Record<string, string> =>
            header === 'cookie'
              ? {
                  cookie: headerValue(
                    `better-auth.session_token=${value}; better-auth.session_data=${value}`,
                  ),
                }
              : { authorization: headerValue(`Bearer ${value}`) },
        ),
    },
  );

/** Arbitrary requests to one operation, from its own schemas plus the hostile values. */
export function requestsFor(operation: ApiOperation, context: FuzzContext): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      caller: fc.constantFrom(...context.callers),
      path: parameterRecord(parametersIn(operation, 'path'), context, true),
      query: queryOf(operation, context),
      headers: parameterRecord(parametersIn(operation, 'header'), context),
      credentials: forgedCredentials(context),
      body: bodyOf(operation, context),
    })
    .map(({ caller, path, query, headers, credentials, body }) => {
      const pathValues = Object.fromEntries(
        Object.entries(path).map(([name, value]) => [name, textsOf(value).join(',')]),
      );
      return {
        caller,
        method: operation.method,
        url: `${fillPath(operation.path, pathValues)}${query ? `?${query}` : ''}`,
        contentType: body.contentType,
        headers: {
          ...Object.fromEntries(
            Object.entries(headers).map(([name, value]) => [name, headerValue(textsOf(value).join(','))]),
          ),
          // Forged credentials stand in for nobody's: a signed-in caller keeps its own.
          ...(caller === 'anonymous' ? credentials : {}),
        },
        ...(body.body === undefined ? {} : { body: body.body }),
      };
    });
}
