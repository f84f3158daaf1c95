import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;

/**
 * Answers serialised by code generated from each answer's schema (fast-json-stringify over the
 * zod schema's JSON Schema) instead of zod checking the answer and JSON.stringify writing it: the
 * zod way cost a cached read about a tenth of its CPU (bench/latest-vs-bare.ts). Both write only the
 * schema's fields.
 *
 * `check` (tests, development): every answer is also serialised the zod way, which refuses an
 * answer its schema does not allow (500), and the two are compared; a difference is an error naming
 * the route. So the test suites hold each route's generated serialiser to zod's answer.
 *
 * A schema JSON Schema cannot express (a transform, a custom check) keeps zod's serialiser. Each is
 * generated on its route's first answer: most of the 130-odd routes answer nothing in a test file.
 */
export function responseSerializerCompiler(check: boolean): FastifySerializerCompiler<unknown> {
  return (route) => {
    const viaZod = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]) as Serialize;
    let generated: Serialize | null | undefined;
    const fast = (): Serialize | null => {
      if (generated !== undefined) return generated;
      try {
        const schema = route.schema as z.ZodType;
        generated = fastJson(loosened(z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' }))) as Serialize;
      } catch {
        generated = null;
      }
      return generated;
    };
    if (!check)
      return (data) => {
        const serialize = fast();
        return serialize ? serialize(data) : viaZod(data);
      };
    return (data) => {
      const expected = viaZod(data);
      const serialize = fast();
      if (!serialize) return expected;
      const written = serialize(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected)))
        throw new Error(
          `${route.method} ${route.url} ${route.httpStatus}: the generated serialiser wrote ${written.slice(0, 300)}, zod ${expected.slice(0, 300)}`,
        );
      return written;
    };
  };
}

/**
 * Without `additionalProperties: false`: zod strips the keys an object's schema does not name, and the
 * generated code writes only the named ones too; but where it must choose a branch (`anyOf`, e.g. a
 * nullable object) it checks the value against each, and an extra key (a text's `mr` where the
 * schema names `en` and `hi`) would fail every branch.
 */
function loosened(schema: unknown): object {
  if (Array.isArray(schema)) return schema.map(loosened);
  if (!schema || typeof schema !== 'object') return schema as object;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'additionalProperties' && value === false) continue;
    out[key] = loosened(value);
  }
  return out;
}
