import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FastPrng } from '@croupier/engines';
import { createTestContext, staffTokenOfRole, type TestContext } from './testing';
import { newMember, playerToken } from './testing/members';

/**
 * Every operation of the OpenAPI document, called with seeded random inputs, as a guest, a
 * player and an owner: no answer may be a 5xx, and every answer is the envelope (a success
 * may be something else: a CSV export, a captcha image, a page; a page also refuses as a page). Inputs mix plausible values
 * with what an attacker sends: NUL bytes, very long strings, markup, wrong types, missing or
 * extra fields. The seed is fixed, so a failure comes back the same on every run and names
 * its request; FUZZ_SEED and FUZZ_ROUNDS try others.
 */

const seed = Number(process.env.FUZZ_SEED ?? 20261127);
const rounds = Number(process.env.FUZZ_ROUNDS ?? 20);

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  $ref?: string;
};
type Parameter = { name: string; in: 'path' | 'query' | 'header'; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type Document = { paths: Record<string, Record<string, Operation>> };

/** The engines' seedable PRNG (simulations and tests only), so a run can be repeated exactly. */
function generator(seed: number) {
  const rng = new FastPrng(seed);
  const next = () => rng.nextUint32() / 2 ** 32;
  return {
    chance: (p: number) => next() < p,
    pick: <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!,
  };
}
type Random = ReturnType<typeof generator>;

const hostileStrings = [
  'a\u0000b',
  '\u0000',
  'x'.repeat(5000),
  '"><svg/onload=alert(1)>',
  "' or 1=1 --",
  '../../etc/passwd',
  '%00',
  '😀'.repeat(50),
  '-1',
  '1e309',
  '',
  ' ',
];
const plausibleStrings = ['demo', 'player1', 'abc123', '2026-11-27', 'CNY', 'RNG', '1', 'en'];
const hostileValues = [null, -1, 0, 1e308, 2 ** 53 + 2, true, [], {}, [1, 2], { a: 1 }];

function valueOf(schema: Schema | undefined, random: Random, depth = 0): unknown {
  if (!schema || depth > 4 || random.chance(0.12)) {
    return random.pick([...hostileStrings, ...hostileValues]);
  }
  if (schema.enum && random.chance(0.7)) return random.pick(schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union && union.length > 0) return valueOf(random.pick(union), random, depth + 1);
  const type = Array.isArray(schema.type) ? random.pick(schema.type) : schema.type;
  switch (type) {
    case 'string':
      return random.chance(0.5) ? random.pick(plausibleStrings) : random.pick(hostileStrings);
    case 'integer':
    case 'number':
      return random.pick([0, 1, 2, 100, -5, 10 ** 12, 1.5, '12', 'abc']);
    case 'boolean':
      return random.pick([true, false, 'true', 1]);
    case 'array':
      return random.chance(0.8) ? [valueOf(schema.items, random, depth + 1)] : 'not-a-list';
    case 'object': {
      const body: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        const required = schema.required?.includes(name) ?? false;
        if (!required && random.chance(0.3)) continue;
        if (required && random.chance(0.05)) continue;
        body[name] = valueOf(property, random, depth + 1);
      }
      if (random.chance(0.1)) body['__proto__extra'] = 'x';
      return body;
    }
    default:
      return random.pick([...plausibleStrings, ...hostileStrings]);
  }
}

/** A request for `operation`: its path filled in, a query string and a JSON body. */
function requestOf(path: string, operation: Operation, random: Random) {
  const parameters = operation.parameters ?? [];
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const parameter = parameters.find((p) => p.in === 'path' && p.name === name);
    return encodeURIComponent(String(valueOf(parameter?.schema, random)));
  });
  const query = new URLSearchParams();
  for (const parameter of parameters.filter((p) => p.in === 'query')) {
    if (random.chance(0.4)) continue;
    query.set(parameter.name, String(valueOf(parameter.schema, random)));
  }
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const search = query.toString();
  return {
    url: search ? `${filled}?${search}` : filled,
    payload: bodySchema ? valueOf(bodySchema, random) : undefined,
  };
}

let ctx: TestContext;
let identities: { name: string; headers: Record<string, string> }[];
let document: Document;
beforeAll(async () => {
  ctx = await createTestContext();
  const member = await newMember(ctx, { prefix: 'fz' });
  identities = [
    { name: 'guest', headers: { merchant: 'demo' } },
    {
      name: 'player',
      headers: { merchant: 'demo', authorization: await playerToken(ctx, member) },
    },
    {
      name: 'owner',
      headers: { merchant: 'demo', authorization: await staffTokenOfRole(ctx, 'owner') },
    },
  ];
  document = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json() as Document;
});
afterAll(() => ctx.close());

describe('every operation under random and hostile input', () => {
  it('never answers a 5xx, and always the envelope when it refuses', async () => {
    const random = generator(seed);
    const failures: string[] = [];
    let requests = 0;
    for (let round = 0; round < rounds; round += 1) {
      for (const [path, methods] of Object.entries(document.paths)) {
        for (const [method, operation] of Object.entries(methods)) {
          for (const identity of identities) {
            const { url, payload } = requestOf(path, operation, random);
            const response = await ctx.app.inject({
              method: method.toUpperCase() as 'GET',
              url,
              headers: identity.headers,
              ...(payload === undefined ? {} : { payload: payload as object }),
            });
            requests += 1;
            const where = `${method.toUpperCase()} ${url.slice(0, 160)} as ${identity.name} (seed ${seed}, round ${round})`;
            if (response.statusCode >= 500) {
              failures.push(`${where}: ${response.statusCode} ${response.body.slice(0, 200)}`);
              continue;
            }
            const type = String(response.headers['content-type'] ?? '');
            if (!type.includes('json')) {
              // A page (the demo gateway's) answers its own page, a 404 one included.
              if (response.statusCode >= 300 && !type.includes('text/html')) {
                failures.push(`${where}: ${response.statusCode} without the envelope`);
              }
              continue;
            }
            const body = response.json() as { success?: unknown; message?: unknown };
            if (typeof body.success !== 'boolean' || !('value' in body)) {
              failures.push(`${where}: ${response.statusCode} ${response.body.slice(0, 200)}`);
            }
          }
        }
      }
    }
    expect(requests).toBeGreaterThan(rounds * identities.length * 140);
    expect(failures).toEqual([]);
  }, 600_000);
});
