import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../testing';
import { call, newPlayer } from '../../../testing/withdrawals';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const card = (overrides: Record<string, unknown> = {}) => ({
  bankName: 'Vietcombank',
  accountName: 'Tran Thi Mai',
  accountNumber: '0011 2233 4455',
  branch: 'Ha Noi',
  ...overrides,
});

async function payeeName(memberId: bigint) {
  const { rows } = await ctx.database.execute('select payee_name from members where id = $1', [
    memberId,
  ]);
  return rows[0]!.payee_name;
}

describe('bank cards', () => {
  it('adds a card in the payee’s name and shows only the last 4 digits', async () => {
    const player = await newPlayer(ctx);
    const added = await call(
      ctx,
      player.token,
      'POST',
      '/wps/wallet/bankCards',
      card({ accountName: '  tran   THI mai ' }),
    );
    expect(added.status).toBe(200);
    expect(added.body.value).toEqual({
      id: expect.any(Number),
      bankName: 'Vietcombank',
      accountName: 'tran THI mai',
      accountNumber: '********4455',
      branch: 'Ha Noi',
    });
    const listed = await call(ctx, player.token, 'GET', '/wps/wallet/bankCards');
    expect(listed.body.value).toEqual([added.body.value]);
    const { rows } = await ctx.database.execute(
      'select account_number from bank_cards where member_id = $1',
      [player.memberId],
    );
    expect(rows).toEqual([{ account_number: '001122334455' }]);
  });

  it('refuses a card in another name and stores nothing', async () => {
    const player = await newPlayer(ctx);
    const refused = await call(
      ctx,
      player.token,
      'POST',
      '/wps/wallet/bankCards',
      card({ accountName: 'Nguyen Van An' }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      success: false,
      message: 'bank_card_name_mismatch',
      value: { fields: { 'body.accountName': 'bank_card_name_mismatch' } },
    });
    expect((await call(ctx, player.token, 'GET', '/wps/wallet/bankCards')).body.value).toEqual([]);
  });

  it('makes the first card’s name the payee name of a member without one', async () => {
    const player = await newPlayer(ctx, { payeeName: null });
    expect(
      (
        await call(
          ctx,
          player.token,
          'POST',
          '/wps/wallet/bankCards',
          card({ accountName: 'Le  Van Binh' }),
        )
      ).status,
    ).toBe(200);
    expect(await payeeName(player.memberId)).toBe('Le Van Binh');
    const other = await call(
      ctx,
      player.token,
      'POST',
      '/wps/wallet/bankCards',
      card({ accountName: 'Tran Thi Mai', accountNumber: '99887766' }),
    );
    expect(other.body.message).toBe('bank_card_name_mismatch');
  });

  it('validates the account number and the names', async () => {
    const player = await newPlayer(ctx);
    for (const [body, fields] of [
      [card({ accountNumber: '12345' }), { 'body.accountNumber': 'bank_card_number_format' }],
      [card({ accountNumber: '12ab5678' }), { 'body.accountNumber': 'bank_card_number_format' }],
      [
        card({ accountNumber: '1'.repeat(31) }),
        { 'body.accountNumber': 'bank_card_number_format' },
      ],
      [card({ bankName: undefined }), { 'body.bankName': 'field_required' }],
    ] as const) {
      const answer = await call(ctx, player.token, 'POST', '/wps/wallet/bankCards', body);
      expect(answer.status).toBe(400);
      expect(answer.body.value.fields).toEqual(fields);
    }
  });

  it('keeps at most 5 cards and refuses the same number twice', async () => {
    const player = await newPlayer(ctx);
    for (let index = 1; index <= 5; index++) {
      const answer = await call(
        ctx,
        player.token,
        'POST',
        '/wps/wallet/bankCards',
        card({ accountNumber: `1000000${index}` }),
      );
      expect(answer.status).toBe(200);
    }
    const sixth = await call(
      ctx,
      player.token,
      'POST',
      '/wps/wallet/bankCards',
      card({ accountNumber: '10000006' }),
    );
    expect(sixth).toMatchObject({ status: 409, body: { message: 'bank_card_limit' } });

    const cards = (await call(ctx, player.token, 'GET', '/wps/wallet/bankCards')).body.value;
    await call(ctx, player.token, 'DELETE', `/wps/wallet/bankCards/${cards[0].id}`);
    const again = await call(
      ctx,
      player.token,
      'POST',
      '/wps/wallet/bankCards',
      card({ accountNumber: '10000002' }),
    );
    expect(again).toMatchObject({ status: 409, body: { message: 'bank_card_exists' } });
  });

  it('removes a card from the list but keeps its row', async () => {
    const player = await newPlayer(ctx);
    const added = await call(ctx, player.token, 'POST', '/wps/wallet/bankCards', card());
    const id = added.body.value.id;
    const removed = await call(ctx, player.token, 'DELETE', `/wps/wallet/bankCards/${id}`);
    expect(removed).toMatchObject({ status: 200, body: { success: true } });
    expect((await call(ctx, player.token, 'GET', '/wps/wallet/bankCards')).body.value).toEqual([]);
    const { rows } = await ctx.database.execute(
      'select removed_at is not null as removed from bank_cards where id = $1',
      [id],
    );
    expect(rows).toEqual([{ removed: true }]);
    const twice = await call(ctx, player.token, 'DELETE', `/wps/wallet/bankCards/${id}`);
    expect(twice).toMatchObject({ status: 404, body: { message: 'bank_card_not_found' } });
  });

  it('does not let a member remove another member’s card', async () => {
    const owner = await newPlayer(ctx);
    const other = await newPlayer(ctx);
    const added = await call(ctx, owner.token, 'POST', '/wps/wallet/bankCards', card());
    const answer = await call(
      ctx,
      other.token,
      'DELETE',
      `/wps/wallet/bankCards/${added.body.value.id}`,
    );
    expect(answer.status).toBe(404);
    expect((await call(ctx, owner.token, 'GET', '/wps/wallet/bankCards')).body.value).toHaveLength(
      1,
    );
  });

  it('answers guests 401 and trial accounts 403', async () => {
    expect((await call(ctx, null, 'GET', '/wps/wallet/bankCards')).status).toBe(401);
    const trial = await newPlayer(ctx, { accountType: 4 });
    const answer = await call(ctx, trial.token, 'POST', '/wps/wallet/bankCards', card());
    expect(answer).toMatchObject({ status: 403, body: { message: 'in_need_true_account' } });
  });
});
