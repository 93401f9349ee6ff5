import { paths } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, staffTokenOfRole, type TestContext } from '../../../testing';
import { call } from '../../../testing/members';

// The console's points settings (`/bo/rewards/point-rates`) on the demo brand's programme.

describe('the console’s points settings', () => {
  let ctx: TestContext;
  let owner: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await staffTokenOfRole(ctx, 'owner');
  }, 120_000);
  afterAll(() => ctx.close());

  it('shows the demo programme with every category’s rate', async () => {
    const answer = await call(ctx, owner, 'GET', '/bo/rewards/point-rates');
    expect(answer.body.value.programme).toEqual({ cashPerHundredPoints: 1, minConvertPoints: 100 });
    expect(answer.body.value.rates).toEqual(
      expect.arrayContaining([
        { category: 'LIVE', rate: 0.7 },
        { category: 'FISH', rate: 1.2 },
      ]),
    );
    expect(answer.body.value.rates).toHaveLength(8);
  });

  it('changes the rates and the price, audited, and players read them at once', async () => {
    const answer = await call(ctx, owner, 'PUT', '/bo/rewards/point-rates', {
      cashPerHundredPoints: '0.50',
      minConvertPoints: 200,
      rates: [
        { category: 'LIVE', rate: 0.85 },
        { category: 'LOTT', rate: '0.25' },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.value.programme).toEqual({
      cashPerHundredPoints: 0.5,
      minConvertPoints: 200,
    });
    const rules = await call(ctx, null, 'GET', paths.rewardsPointRules);
    expect(rules.body.value.programme.rates).toEqual(
      expect.arrayContaining([
        { category: 'LIVE', type: 'live', rate: 0.85 },
        { category: 'LOTT', type: 'lott', rate: 0.25 },
        { category: 'RNG', type: 'rng', rate: 1.2 },
      ]),
    );
    const { rows } = await ctx.database.execute(
      `select before, after from audit_log where action = 'rewards.point_settings.update'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      before: { programme: { cashPerHundredPoints: 1, minConvertPoints: 100 } },
      after: { programme: { cashPerHundredPoints: 0.5, minConvertPoints: 200 } },
    });
  });

  it('refuses a rate of more than 2 decimals or a category named twice, changing nothing', async () => {
    for (const rates of [
      [{ category: 'LIVE', rate: 0.705 }],
      [
        { category: 'LIVE', rate: 1 },
        { category: 'LIVE', rate: 2 },
      ],
    ]) {
      const answer = await call(ctx, owner, 'PUT', '/bo/rewards/point-rates', {
        cashPerHundredPoints: 1,
        minConvertPoints: 100,
        rates,
      });
      expect(answer.status).toBe(400);
    }
    const after = await call(ctx, owner, 'GET', '/bo/rewards/point-rates');
    expect(after.body.value.programme).toEqual({
      cashPerHundredPoints: 0.5,
      minConvertPoints: 200,
    });
  });
});
