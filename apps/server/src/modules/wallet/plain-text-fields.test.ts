import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing';
import { call, newPlayer } from '../../testing/withdrawals';
import { notPlainText, plainTextRefusal, refusedEmails } from '../../testing/plain-text';

// The member's nickname, e-mail and payee name, and the names on a bank card, are text:
// markup and control characters are refused with the 400 validation answer, the same key
// the registration answers; the names people really have pass.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function profileOf(memberId: bigint) {
  const { rows } = await ctx.database.execute(
    'select nickname, email, payee_name from members where id = $1',
    [memberId],
  );
  return rows[0];
}

describe('the member’s profile', () => {
  it('refuses markup and control characters in the nickname and payee name, changing nothing', async () => {
    const player = await newPlayer(ctx, { payeeName: null });
    for (const text of notPlainText) {
      for (const field of ['nickname', 'payeeName']) {
        const answer = await call(ctx, player.token, 'PUT', '/wps/member/profile', {
          [field]: text,
        });
        expect(answer.status, `${field} ${JSON.stringify(text)}`).toBe(400);
        expect(answer.body).toEqual(plainTextRefusal(`body.${field}`, 'field_plain_text'));
      }
    }
    expect(await profileOf(player.memberId)).toEqual({
      nickname: null,
      email: null,
      payee_name: null,
    });
  });

  it('refuses the e-mail addresses the registration refuses', async () => {
    const player = await newPlayer(ctx);
    for (const email of refusedEmails) {
      const answer = await call(ctx, player.token, 'PUT', '/wps/member/profile', { email });
      expect(answer.status, email).toBe(400);
      expect(answer.body).toEqual(plainTextRefusal('body.email', 'field_format'));
    }
    expect(await profileOf(player.memberId)).toMatchObject({ email: null });
  });

  it('keeps ordinary names and addresses as they were typed', async () => {
    const player = await newPlayer(ctx, { payeeName: null });
    const answer = await call(ctx, player.token, 'PUT', '/wps/member/profile', {
      nickname: "Hạnh & O'Brien",
      email: "o'brien+vip@example.com.vn",
      payeeName: 'Đặng Thị Mỹ Hạnh',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await profileOf(player.memberId)).toEqual({
      nickname: "Hạnh & O'Brien",
      email: "o'brien+vip@example.com.vn",
      payee_name: 'Đặng Thị Mỹ Hạnh',
    });
  });
});

describe('bank cards', () => {
  const card = (changes: Record<string, unknown>) => ({
    bankName: 'Vietcombank',
    accountName: 'Tran Thi Mai',
    accountNumber: '0011 2233 4455',
    branch: 'Ha Noi',
    ...changes,
  });

  async function cardCount(memberId: bigint) {
    const { rows } = await ctx.database.execute(
      'select count(*)::int as n from bank_cards where member_id = $1',
      [memberId],
    );
    return Number(rows[0]!.n);
  }

  it('refuses markup and control characters in the bank, account and branch names, storing nothing', async () => {
    const player = await newPlayer(ctx);
    for (const text of notPlainText) {
      for (const field of ['bankName', 'accountName', 'branch']) {
        const answer = await call(
          ctx,
          player.token,
          'POST',
          '/wps/wallet/bankCards',
          card({ [field]: text }),
        );
        expect(answer.status, `${field} ${JSON.stringify(text)}`).toBe(400);
        expect(answer.body).toEqual(plainTextRefusal(`body.${field}`, 'field_plain_text'));
      }
    }
    expect(await cardCount(player.memberId)).toBe(0);
  });

  it('takes ordinary names', async () => {
    const player = await newPlayer(ctx, { payeeName: "Mai O'Brien" });
    const answer = await call(
      ctx,
      player.token,
      'POST',
      '/wps/wallet/bankCards',
      card({
        bankName: 'Ngân hàng Á Châu (ACB) & Co',
        accountName: "Mai O'Brien",
        branch: 'Đà Nẵng',
      }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.value).toMatchObject({
      bankName: 'Ngân hàng Á Châu (ACB) & Co',
      accountName: "Mai O'Brien",
      branch: 'Đà Nẵng',
    });
  });
});
