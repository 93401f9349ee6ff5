import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '@croupier/contract';
import { createTestContext, type TestContext } from '../../testing';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('the OpenAPI document', () => {
  it('lists every error of the catalogue with its code, message key and status', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const listed = response.json()['x-error-codes'] as {
      name: string;
      code: string;
      message: string;
      status: number;
    }[];
    const byName = new Map(listed.map((error) => [error.name, error]));
    for (const [name, entry] of Object.entries(errorCodes)) {
      expect(byName.get(name), name).toMatchObject(entry);
    }
    expect(byName.get('notSession')).toEqual(
      expect.objectContaining({
        code: 'login.not.session',
        message: 'in_logged_login',
        status: 401,
      }),
    );
  });
});

describe('the routes of the OpenAPI document', () => {
  it('each carry a summary from the contract and one tag', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, { summary?: string; tags?: string[] }>>;
    };
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        route: `${method} ${path}`,
        operation,
      })),
    );
    expect(operations.length).toBeGreaterThan(140);
    const undescribed = operations
      .filter(({ operation }) => !operation.summary || operation.tags?.length !== 1)
      .map(({ route }) => route);
    expect(undescribed).toEqual([]);
  });
});
