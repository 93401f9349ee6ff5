import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSerializerCompiler } from './serializer';

/** A Fastify answering `answer` on GET /, through the compiled serializer and `schema`. */
async function answering(schema: z.ZodType, answer: unknown) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler);
  app.get('/', { schema: { response: { 200: schema } } }, async () => answer as never);
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return response;
}

const player = z.object({
  username: z.string(),
  balance: z.number().int(),
  nickname: z.string().nullable(),
  tags: z.array(z.object({ code: z.string() })),
  status: z.union([z.literal(0), z.literal(1)]),
  note: z.string().optional(),
  bank: z.object({ name: z.string() }).nullable(),
});

describe('answers written from their schema', () => {
  it('writes what the schema names, as JSON.stringify would', async () => {
    const answer = {
      username: 'player1',
      balance: 12_345,
      nickname: null,
      tags: [{ code: 'vip' }],
      status: 1,
      bank: null,
    };
    const response = await answering(player, answer);
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toEqual(answer);
  });

  it('leaves out every property the schema does not name, at every depth', async () => {
    const response = await answering(player, {
      username: 'player1',
      passwordHash: 'argon2…',
      balance: 1,
      nickname: 'P',
      tags: [{ code: 'vip', internal: true }],
      status: 0,
      bank: { name: 'BDO', accountNumber: '1234' },
    });
    expect(response.body).not.toContain('passwordHash');
    expect(response.body).not.toContain('internal');
    expect(JSON.parse(response.body)).toEqual({
      username: 'player1',
      balance: 1,
      nickname: 'P',
      tags: [{ code: 'vip' }],
      status: 0,
      bank: { name: 'BDO' },
    });
  });

  it('fails the answer when a required property is missing', async () => {
    const response = await answering(player, { username: 'player1' });
    expect(response.statusCode).toBe(500);
  });

  it('writes recursive schemas (the whitelabel tree)', async () => {
    type Node = { modId: string; childrenNodes: Node[] };
    const node: z.ZodType<Node> = z.lazy(() =>
      z.object({ modId: z.string(), childrenNodes: z.array(node) }),
    );
    const tree = { modId: 'a', childrenNodes: [{ modId: 'b', childrenNodes: [] }] };
    const response = await answering(z.object({ nodes: z.array(node) }), { nodes: [tree] });
    expect(JSON.parse(response.body)).toEqual({ nodes: [tree] });
  });
});
