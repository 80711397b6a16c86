import { addDays, todayInMadagascar } from '@madabook/contracts';
import fc from 'fast-check';
import type { JsonSchema } from './api-operations';

/** What to mix into the values a schema describes, at every place of it. */
export interface Hostility {
  /** Strings no schema would admit: NUL bytes, lone surrogates, megabytes… */
  strings: fc.Arbitrary<string>;
  /** Values of any type, in place of the one expected. */
  anything: fc.Arbitrary<unknown>;
  /** How often a place takes a hostile value instead of a fitting one (0 to 1). */
  rate: number;
}

const longest = 40;
const mostItems = 4;

const dates = fc.integer({ min: -400, max: 400 }).map((days) => addDays(todayInMadagascar(), days));

/** A string of the schema's kind: an enum's value, a date, an email, its pattern, else text of its length. */
function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.enum) return fc.constantFrom(...(schema.enum as string[]));
  if (schema.format === 'date') return dates;
  if (schema.format === 'date-time')
    return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  if (schema.format === 'email')
    return fc.emailAddress().filter((email) => email.length <= (schema.maxLength ?? 254));
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? longest, longest));
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ minLength, maxLength, unit: 'grapheme' }),
    fc.string({ minLength, maxLength, unit: 'binary' }),
  );
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1_000_000;
  const max = schema.maximum ?? 1_000_000;
  return integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

/** The values a schema describes, hostility aside. */
function fitting(schema: JsonSchema, hostility: Hostility): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((branch) => arbitraryOf(branch, hostility)));
  if (schema.allOf) return arbitraryOf(Object.assign({}, ...schema.allOf), hostility);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const types = typesOf(schema);
  if (types.length > 1) return fc.oneof(...types.map((type) => arbitraryOf({ ...schema, type }, hostility)));
  switch (types[0] ?? (schema.properties ? 'object' : undefined)) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryOf(schema.items ?? {}, hostility), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? mostItems, mostItems)),
      });
    case 'object': {
      const properties = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [
          name,
          arbitraryOf(property, hostility),
        ]),
      );
      return fc.record(properties, {
        requiredKeys: (schema.required ?? []).filter((name) => name in properties),
      });
    }
    default:
      return hostility.anything;
  }
}

/**
 * fast-check values from a JSON Schema of an OpenAPI document: mostly what the schema describes
 * (so that requests get past validation into the services), and at every place, now and then, a
 * hostile string or a value of another type (so that validation itself is tried).
 */
export function arbitraryOf(schema: JsonSchema, hostility: Hostility): fc.Arbitrary<unknown> {
  const weight = Math.round(hostility.rate * 100);
  const fits = fitting(schema, hostility);
  if (weight === 0) return fits;
  const wrong = typesOf(schema).includes('string') || schema.format ? hostility.strings : hostility.anything;
  return fc.oneof(
    { weight: 100 - weight, arbitrary: fits },
    { weight: Math.ceil(weight / 2), arbitrary: wrong },
    { weight: Math.ceil(weight / 2), arbitrary: hostility.anything },
  );
}

/** A string leaf of a schema and where it sits in the value, such as `rooms.0.roomId`. */
export interface StringPlace {
  path: string[];
  schema: JsonSchema;
}

/**
 * Every place of a value where the schema takes a string (array items at index 0, each branch of
 * a union), for the test that puts a NUL byte in each in turn.
 */
export function stringPlaces(schema: JsonSchema, path: string[] = []): StringPlace[] {
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives) return alternatives.flatMap((branch) => stringPlaces(branch, path));
  const types = typesOf(schema);
  const places: StringPlace[] = types.includes('string') ? [{ path, schema }] : [];
  if (types.includes('array') && schema.items) places.push(...stringPlaces(schema.items, [...path, '0']));
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    places.push(...stringPlaces(property, [...path, name]));
  }
  return places;
}
