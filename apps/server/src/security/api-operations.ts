import { openAPI } from 'better-auth/plugins';
import type { TestApp } from '../test/test-app';

/** The part of JSON Schema the two OpenAPI documents use. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
}

export interface OperationParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

/** One method on one path of the API, its inputs described by its own schemas. */
export interface ApiOperation {
  /** `GET /api/hotels/{id}`: how the access table and the reports name it. */
  key: string;
  method: string;
  path: string;
  /** Our routes (`/api/openapi.json`), or better-auth's under `/api/auth`. */
  source: 'app' | 'auth';
  parameters: OperationParameter[];
  body?: { contentType: string; schema: JsonSchema };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, RawOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}
interface RawOperation {
  parameters?: Array<{ name: string; in: OperationParameter['in']; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const methods = ['get', 'put', 'post', 'delete', 'patch'];

/** Replaces every `$ref` with the component it names (the documents have no recursive schemas). */
function dereference<Value>(value: Value, components: Record<string, JsonSchema>, depth = 0): Value {
  if (depth > 64) throw new Error('a schema refers to itself');
  if (Array.isArray(value)) return value.map((item) => dereference(item, components, depth + 1)) as Value;
  if (!value || typeof value !== 'object') return value;
  const { $ref, ...rest } = value as JsonSchema & Record<string, unknown>;
  const target = $ref ? components[$ref.replace('#/components/schemas/', '')] : undefined;
  if ($ref && !target) throw new Error(`unknown schema ${$ref}`);
  const merged = target ? { ...target, ...rest } : rest;
  return Object.fromEntries(
    Object.entries(merged).map(([key, item]) => [key, dereference(item, components, depth + 1)]),
  ) as Value;
}

function operationsOf(document: OpenApiDocument, prefix: string, source: ApiOperation['source']) {
  const components = document.components?.schemas ?? {};
  return Object.entries(document.paths).flatMap(([path, entries]) =>
    Object.entries(entries)
      .filter(([method]) => methods.includes(method))
      .map(([method, raw]): ApiOperation => {
        const fullPath = `${prefix}${path}`;
        const [contentType, content] = Object.entries(raw.requestBody?.content ?? {})[0] ?? [];
        return {
          key: `${method.toUpperCase()} ${fullPath}`,
          method: method.toUpperCase(),
          path: fullPath,
          source,
          parameters: (raw.parameters ?? []).map((parameter) => ({
            name: parameter.name,
            in: parameter.in,
            required: parameter.in === 'path' || parameter.required === true,
            schema: dereference(parameter.schema ?? {}, components),
          })),
          ...(contentType
            ? { body: { contentType, schema: dereference(content?.schema ?? {}, components) } }
            : {}),
        };
      }),
  );
}

/**
 * Every operation the server answers: those of its OpenAPI document, and better-auth's, which
 * that document leaves out, as better-auth's own generator describes them (its plugins' included).
 */
export async function loadApiOperations(testApp: TestApp): Promise<ApiOperation[]> {
  const response = await testApp.app.request('/api/openapi.json');
  if (response.status !== 200) throw new Error(`/api/openapi.json answered ${response.status}`);
  const appDocument = (await response.json()) as OpenApiDocument;
  const generate = openAPI().endpoints.generateOpenAPISchema as unknown as (input: {
    context: unknown;
  }) => Promise<OpenApiDocument>;
  const authDocument = await generate({ context: await testApp.services.auth.$context });
  return [...operationsOf(appDocument, '', 'app'), ...operationsOf(authDocument, '/api/auth', 'auth')];
}

/**
 * `encodeURIComponent`, except that a lone surrogate (which it refuses) goes out as the three
 * bytes a careless client would send for it: no valid UTF-8, which the server must bear too.
 */
export const encodeComponent = (value: string): string =>
  !/\p{Cs}/u.test(value)
    ? encodeURIComponent(value)
    : [...value]
        .map((character) => {
          try {
            return encodeURIComponent(character);
          } catch {
            const code = character.charCodeAt(0);
            return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
              .map((byte) => `%${byte.toString(16).toUpperCase()}`)
              .join('');
          }
        })
        .join('');

/** The operation's path with its parameters filled in, each encoded as a path segment. */
export const fillPath = (path: string, values: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${path}`);
    return encodeComponent(value);
  });
