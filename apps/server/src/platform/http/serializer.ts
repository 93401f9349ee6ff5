import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { z, type ZodType } from 'zod';

// Answers are written by a serializer compiled from each route's answer schema (issue 14).
// The zod provider's own serializer checks every answer with zod and then runs
// JSON.stringify over it: on the system status (every page load) that was a third of the
// server's time. The compiled one writes only the properties the schema names (an answer
// never carries a field its schema does not list, as with zod's stripping) and needs no
// second walk over the data. The schema is turned into JSON Schema (the same the OpenAPI
// document shows) and compiled by fast-json-stringify, Fastify's own serializer.
//
// What it does not do is zod's checking: a handler's answer is the server's own, typed by
// the route (`endpoint-route.ts`), and the tests call every route. A required property
// that is missing still fails the answer (500), as before.

type Serialize = (data: unknown) => string;

/**
 * Compiled on a route's first answer, not when it is registered: a server compiles what it
 * serves, and a test's app only what the test calls.
 */
export const answerSerializerCompiler: FastifySerializerCompiler<ZodType> = ({ schema }) => {
  let serialize: Serialize | undefined;
  return (data) => (serialize ??= compile(schema))(data);
};

/** The zod schema of an answer, as the routes give it (bare, or as `properties`). */
function zodOf(schema: unknown): ZodType {
  if (schema instanceof z.ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  if (properties instanceof z.ZodType) return properties;
  throw new Error(`an answer schema that is not zod: ${JSON.stringify(schema)}`);
}

function compile(schema: unknown): Serialize {
  const json = z.toJSONSchema(zodOf(schema), {
    io: 'output',
    target: 'draft-7',
    // A type JSON Schema cannot say (a bigint, a date) is written as JSON.stringify would.
    unrepresentable: 'any',
  });
  return fastJson(simplified(json) as Parameters<typeof fastJson>[0]);
}

type JsonSchema = { [keyword: string]: unknown };

/**
 * The same schema without the two `anyOf`s zod writes most: a nullable object
 * (`anyOf: [object, null]`, as `nullable: true`) and a union of literals (`anyOf` of
 * `const`s, as an `enum`). fast-json-stringify writes those directly, where an `anyOf` makes
 * it check each value against the branches with ajv to choose one.
 */
function simplified(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplified);
  if (schema === null || typeof schema !== 'object') return schema;
  const node: JsonSchema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    // `properties`, `definitions`: maps of schemas; everything else is a schema or a value.
    node[keyword] =
      (keyword === 'properties' || keyword === 'definitions') && value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value).map(([name, inner]) => [name, simplified(inner)]),
          )
        : simplified(value);
  }
  const branches = node.anyOf as JsonSchema[] | undefined;
  if (!Array.isArray(branches)) return node;
  const { anyOf: _, ...rest } = node;
  const others = branches.filter((branch) => branch.type !== 'null');
  if (others.length === 1 && branches.length === 2 && typeof others[0]!.type === 'string') {
    return { ...rest, ...others[0], nullable: true };
  }
  const type = branches[0]?.type;
  if (
    typeof type === 'string' &&
    branches.every((branch) => 'const' in branch && branch.type === type)
  ) {
    return { ...rest, type, enum: branches.map((branch) => branch.const) };
  }
  return node;
}
