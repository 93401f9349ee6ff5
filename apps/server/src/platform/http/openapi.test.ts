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
